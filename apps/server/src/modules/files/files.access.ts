import type { FilePurpose } from '@yanxiu/contract/files';
import { DISTRICT_STAFF_ROLES, STAFF_ROLES, TEACHER_ROLES } from '@yanxiu/contract/roles';
import type { Permission } from '@server/platform/access/access';
import { hasRole, isStaffOver } from '@server/platform/auth/actor';

// Covers dress what staff publish. Videos and documents are training material staff publish, and also what a
// teacher who leads a research group puts into an activity's stages or shares with the group; an upload stays its
// uploader's (readable by them and staff over them) until a domain that checks who may link it links it.
const STAFF_ONLY_PURPOSES: ReadonlySet<FilePurpose> = new Set(['cover']);
const MATERIAL_PURPOSES: ReadonlySet<FilePurpose> = new Set(['video', 'document']);
const MATERIAL_ROLES = [...STAFF_ROLES, ...TEACHER_ROLES];

/** Whose a stored file is: the owner and the ancestry path of the owner's org unit. */
type FileOwner = { ownerUserId: number; ownerOrgPath: string };

/** Finer permissions about one file; the files service checks them with requireAccess. */
export const filesAccess = {
  /**
   * Uploading a file of a purpose: a cover by staff only, videos and documents by staff and teachers (research
   * material), a tenant logo by district and platform staff (who set branding), evidence by anyone signed in.
   */
  uploadFile: (actor, purpose: FilePurpose) => {
    if (purpose === 'logo') return hasRole(actor, ...DISTRICT_STAFF_ROLES);
    if (STAFF_ONLY_PURPOSES.has(purpose)) return hasRole(actor, ...STAFF_ROLES);
    if (MATERIAL_PURPOSES.has(purpose)) return hasRole(actor, ...MATERIAL_ROLES);
    return true;
  },
  /**
   * Reading a file: the owner, staff over the owner's org unit (their school or district), or an expert of the
   * tenant (experts review applications from every school).
   */
  readFile: (actor, file: FileOwner) =>
    actor.userId === file.ownerUserId || isStaffOver(actor, file.ownerOrgPath) || hasRole(actor, 'expert'),
  /** Deleting a file: its owner only; staff and experts may read a teacher's evidence, but it is the teacher's to withdraw. */
  deleteFile: (actor, file: Pick<FileOwner, 'ownerUserId'>) => actor.userId === file.ownerUserId,
} satisfies Record<string, Permission<never>>;
