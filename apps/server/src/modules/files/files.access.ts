import type { FilePurpose } from '@yanxiu/contract/files';
import { DISTRICT_STAFF_ROLES, STAFF_ROLES } from '@yanxiu/contract/roles';
import type { Permission } from '@server/platform/access/access';
import { hasRole, isStaffOver } from '@server/platform/auth/actor';

// Training material is published to teachers by staff; teachers upload only evidence of their own.
const STAFF_ONLY_PURPOSES: ReadonlySet<FilePurpose> = new Set(['cover', 'video', 'document']);

/** Whose a stored file is: the owner and the ancestry path of the owner's org unit. */
type FileOwner = { ownerUserId: number; ownerOrgPath: string };

/** Finer permissions about one file; the files service checks them with requireAccess. */
export const filesAccess = {
  /**
   * Uploading a file of a purpose: training material by staff only, a tenant logo by district and platform staff
   * (who set branding), evidence by anyone signed in.
   */
  uploadFile: (actor, purpose: FilePurpose) =>
    purpose === 'logo' ? hasRole(actor, ...DISTRICT_STAFF_ROLES) : !STAFF_ONLY_PURPOSES.has(purpose) || hasRole(actor, ...STAFF_ROLES),
  /**
   * Reading a file: the owner, staff over the owner's org unit (their school or district), or an expert of the
   * tenant (experts review applications from every school).
   */
  readFile: (actor, file: FileOwner) => actor.userId === file.ownerUserId || isStaffOver(actor, file.ownerOrgPath) || hasRole(actor, 'expert'),
  /** Deleting a file: its owner only; staff and experts may read a teacher's evidence, but it is the teacher's to withdraw. */
  deleteFile: (actor, file: Pick<FileOwner, 'ownerUserId'>) => actor.userId === file.ownerUserId,
} satisfies Record<string, Permission<never>>;
