import type { FilePurpose } from '@yanxiu/contract/files';
import { DISTRICT_STAFF_ROLES, STAFF_ROLES, TEACHER_ROLES } from '@yanxiu/contract/roles';
import type { Permission } from '@server/platform/access/access';
import { hasRole, isStaffOver } from '@server/platform/auth/actor';

// Covers dress what staff publish. Videos and documents are training material staff publish, and also what a
// teacher who leads a research group puts into an activity's stages or shares with the group; an upload stays its
// uploader's (readable by them and staff over them) until a domain that checks who may link it links it.
const STAFF_ONLY_PURPOSES: ReadonlySet<FilePurpose> = new Set(['cover', 'question_picture']);
const MATERIAL_PURPOSES: ReadonlySet<FilePurpose> = new Set(['video', 'document']);
const MATERIAL_ROLES = [...STAFF_ROLES, ...TEACHER_ROLES];

// A question's picture is read by whoever is shown the question: staff using the bank, a teacher on an attempt's
// paper. It is readable by everyone signed in to the tenant (downloads are tenant-scoped, never public): its id is a
// random UUID known only from a question's rich text, and a picture alone reveals nothing without its stem.
const TENANT_READABLE_PURPOSES: ReadonlySet<string> = new Set<FilePurpose>(['question_picture']);

/** Whose a stored file is: the owner and the ancestry path of the owner's org unit; and what it was uploaded for. */
type FileOwner = { ownerUserId: number; ownerOrgPath: string; purpose: string };

/** Finer permissions about one file; the files service checks them with requireAccess. */
export const filesAccess = {
  /**
   * Uploading a file of a purpose: a cover or a question's picture by staff only (who manage question banks),
   * videos and documents by staff and teachers (research material), a tenant logo by district and platform staff
   * (who set branding), evidence by anyone signed in.
   */
  uploadFile: (actor, purpose: FilePurpose) => {
    if (purpose === 'logo') return hasRole(actor, ...DISTRICT_STAFF_ROLES);
    if (STAFF_ONLY_PURPOSES.has(purpose)) return hasRole(actor, ...STAFF_ROLES);
    if (MATERIAL_PURPOSES.has(purpose)) return hasRole(actor, ...MATERIAL_ROLES);
    return true;
  },
  /**
   * Reading a file: the owner, staff over the owner's org unit (their school or district), or an expert of the
   * tenant (experts review applications from every school); a question's picture anyone signed in to the tenant.
   */
  readFile: (actor, file: FileOwner) =>
    TENANT_READABLE_PURPOSES.has(file.purpose) ||
    actor.userId === file.ownerUserId ||
    isStaffOver(actor, file.ownerOrgPath) ||
    hasRole(actor, 'expert'),
  /** Deleting a file: its owner only; staff and experts may read a teacher's evidence, but it is the teacher's to withdraw. */
  deleteFile: (actor, file: Pick<FileOwner, 'ownerUserId'>) => actor.userId === file.ownerUserId,
} satisfies Record<string, Permission<never>>;
