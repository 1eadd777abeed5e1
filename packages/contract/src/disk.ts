import { z } from 'zod';
import { DiskPreviewKind, DiskRecipientState, DiskResourceType, DiskSort } from './disk-enums';
import { enumSchema } from './enum-schema';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { DiskLimits, KEYWORD_MAX } from './limits';
import { ROLE_CODES } from './roles';
import { IsoDateTime } from './iso-date-time';

// The resource disk (资源盘): a person's folders and resources (one file each), resumable uploads, previews, quota,
// a recycle bin kept 30 days, and resources issued (下发) by district and school staff to the people below them.
// The paths are ours (ApiPaths.disk*): the spec names the pages (/disk/index, /disk/upload, /disk/detail/:id,
// /disk/edit/:id, /disk/distributed, /disk/received) but shows no calls.
//
// UPLOADS are tus 1.0 (https://tus.io/protocols/resumable-upload; creation, creation-with-upload, termination,
// expiration) at `API_PREFIX + ApiPaths.diskUploads` (`/api/disk/uploads?appId=…`), with the Bearer header on every
// request like any other call. The creation POST carries `Upload-Length` (the whole size; deferred length is not
// supported) and `Upload-Metadata` with the keys of `DISK_UPLOAD_METADATA`: `filename` (required), `folderId`
// (optional; one of the caller's folders, absent for the top level), `title` (optional; defaults to the file name
// without its extension; at most `DiskLimits.title` characters and no control characters, else 400). The creation is refused BEFORE any byte is sent: 413 when the size is over the file
// limit or the remaining quota (the user's or their school's; the quota is reserved at creation, so two uploads
// that together exceed it cannot both start), 404 for a folder that is not the caller's. The `Location` answered
// keeps the `appId` query, so tus-js-client's later HEAD/PATCH reach the same tenant. An upload is the creator's
// only (another user's HEAD/PATCH/DELETE is 404). When the last byte arrives the server streams the file into the
// store (hashing it; identical content is stored once) and creates the resource: the answer to that last PATCH
// carries the new resource's id in the `DISK_RESOURCE_ID_HEADER` header. An upload untouched for a day expires and
// its reservation is released. Errors of the tus endpoint are the standard envelope, like every other call.

/** The tus `Upload-Metadata` keys the server reads. */
export const DISK_UPLOAD_METADATA = { fileName: 'filename', folderId: 'folderId', title: 'title' } as const;
/** The response header of the upload's final PATCH naming the resource it created. */
export const DISK_RESOURCE_ID_HEADER = 'Yanxiu-Resource-Id';

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const IdParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const SectionCode = z.string().regex(/^\d{1,2}$/, 'a school section code, e.g. 2');
const SubjectCode = z.string().regex(/^\d{1,4}$/, 'a subject code, e.g. 101');
const Cursor = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/);
/** `null` (or absent in a query) is the top level of the caller's disk. */
const FolderRef = Id.nullable();

/** A resource's id. */
export const DiskResourceId = Id;
/** A folder's id. */
export const DiskFolderId = Id;
/** An issue's (下发) id. */
export const DiskIssueId = Id;

export const DiskResourceTypeSchema = enumSchema(DiskResourceType);
export const DiskPreviewKindSchema = enumSchema(DiskPreviewKind);
export const DiskSortSchema = enumSchema(DiskSort);
export const DiskRecipientStateSchema = enumSchema(DiskRecipientState);

/** Query naming one thing by id: `?appId=…&id=…`. */
export const DiskIdQuery = AppIdQuery.extend({ id: IdParam });
export type DiskIdQuery = z.infer<typeof DiskIdQuery>;

// ---- Folders ----

/** A folder of the caller's disk. */
export const DiskFolder = z.object({
  id: DiskFolderId,
  name: z.string(),
  parentId: FolderRef,
  createdAt: IsoDateTime,
});
export type DiskFolder = z.infer<typeof DiskFolder>;

/** Every live folder of the caller (a tree by `parentId`, names in order); folders are few, so unpaged. */
export const DiskFolderList = z.object({ folders: z.array(DiskFolder) });
export type DiskFolderList = z.infer<typeof DiskFolderList>;

const FolderName = z
  .string()
  .trim()
  .min(1)
  .max(DiskLimits.folderName)
  .refine((name) => !/[/\\]/.test(name), 'a folder name has no slashes');

export const CreateDiskFolderBody = z.object({ name: FolderName, parentId: FolderRef });
export type CreateDiskFolderBody = z.infer<typeof CreateDiskFolderBody>;
export const RenameDiskFolderBody = z.object({ id: DiskFolderId, name: FolderName });
export type RenameDiskFolderBody = z.infer<typeof RenameDiskFolderBody>;

// ---- Resources ----

/** How far an Office document's PDF preview has come; other kinds are `ready` (or `none` when not previewable). */
export const DiskPreviewStatus = z.enum([
  /** Shown from the file itself, or the converted PDF exists. */
  'ready',
  /** The conversion job is queued or running; ask again. */
  'converting',
  /** LibreOffice could not convert this file; download it instead. */
  'failed',
  /** This server has no LibreOffice: previews of Office files are off (install LibreOffice to enable them). */
  'notEnabled',
  /** Not previewable in a browser; download it. */
  'none',
]);
export type DiskPreviewStatus = z.infer<typeof DiskPreviewStatus>;

/** A resource in the list or grid. */
export const DiskResourceItem = z.object({
  id: DiskResourceId,
  title: z.string(),
  folderId: FolderRef,
  resourceType: DiskResourceTypeSchema,
  tags: z.array(z.string()),
  sectionCode: z.string().nullable(),
  subjectCode: z.string().nullable(),
  fileName: z.string(),
  /** Sniffed from the bytes. */
  contentType: z.string(),
  size: z.number().int(),
  previewKind: DiskPreviewKindSchema,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type DiskResourceItem = z.infer<typeof DiskResourceItem>;

/** Query of the list: one folder (or everywhere while searching), filters, sort and keyset paging. */
export const DiskResourcesQuery = AppIdQuery.extend(PageQuery.shape).extend({
  /** Absent: the top level. Ignored while `keyword` is given, which searches the whole disk. */
  folderId: IdParam.optional(),
  /** Matches the title, the tags and the file name (Chinese keywords of any length). */
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
  resourceType: DiskResourceTypeSchema.optional(),
  previewKind: DiskPreviewKindSchema.optional(),
  sectionCode: SectionCode.optional(),
  subjectCode: SubjectCode.optional(),
  sort: DiskSortSchema.default('newest'),
  /** The `nextCursor` of the page before (with `current` + 1 and the same filters and sort). */
  cursor: Cursor.optional(),
});
export type DiskResourcesQuery = z.infer<typeof DiskResourcesQuery>;

/**
 * A page of resources. Counting stops ten pages past the page asked for; `totalIsLowerBound` says it stopped (show
 * "110+"). `nextCursor` is null on the last page.
 */
export const DiskResourcesPage = paged(DiskResourceItem).extend({
  totalIsLowerBound: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type DiskResourcesPage = z.infer<typeof DiskResourcesPage>;

/** Signed addresses of a resource's bytes, for `<iframe>`, `<img>`, `<video>`, `<audio>` and `<a download>`. */
export const DiskResourceLinks = z.object({
  /** The file itself, as an attachment (Range works). */
  downloadUrl: z.string(),
  /**
   * What to show in the page: the file (PDF, image, video, audio, text; inline, Range works) or an Office file's
   * converted PDF; null unless `preview.status` is `ready`.
   */
  previewUrl: z.string().nullable(),
  /** When the addresses stop working (ask for the resource again). */
  expiresAt: IsoDateTime,
});
export type DiskResourceLinks = z.infer<typeof DiskResourceLinks>;

/** A resource as /disk/detail/:id and /disk/edit/:id load it. */
export const DiskResourceDetail = DiskResourceItem.extend({
  description: z.string(),
  /** Bumped by every edit; an edit names the version it read. */
  version: z.number().int(),
  ownerName: z.string(),
  preview: z.object({ kind: DiskPreviewKindSchema, status: DiskPreviewStatus }),
  links: DiskResourceLinks,
  /** Whether the caller owns it (may edit, move, delete); a recipient of an issue reads only. */
  mine: z.boolean(),
});
export type DiskResourceDetail = z.infer<typeof DiskResourceDetail>;

/**
 * Query of one resource: the owner's, or one issued to the caller (`issueId` names the issue, for a recipient).
 * A resource neither the caller's nor in an issue to them is 404, whatever the id.
 */
export const DiskResourceQuery = DiskIdQuery.extend({ issueId: IdParam.optional() });
export type DiskResourceQuery = z.infer<typeof DiskResourceQuery>;

/**
 * Copying a resource of the caller's disk (their own, or one issued to them: `issueId`) to a stored file of theirs
 * (purpose `document`), which a submission then names by id; the copy keeps its own bytes.
 */
export const CopyDiskResourceToFileBody = z.object({ resourceId: DiskResourceId, issueId: DiskIssueId.optional() });
export type CopyDiskResourceToFileBody = z.infer<typeof CopyDiskResourceToFileBody>;

const Tags = z.array(z.string().trim().min(1).max(DiskLimits.tag)).max(DiskLimits.tags);

/** Editing a resource's fields (/disk/edit/:id). */
export const UpdateDiskResourceBody = z.object({
  id: DiskResourceId,
  version: z.number().int().min(1),
  title: z.string().trim().min(1).max(DiskLimits.title),
  description: z.string().max(DiskLimits.description),
  tags: Tags,
  sectionCode: SectionCode.nullable(),
  subjectCode: SubjectCode.nullable(),
  resourceType: DiskResourceTypeSchema,
});
export type UpdateDiskResourceBody = z.infer<typeof UpdateDiskResourceBody>;
/** An edit's answer: the new version. */
export const UpdatedDiskResource = z.object({ id: DiskResourceId, version: z.number().int() });

const ResourceIds = z.array(DiskResourceId).max(DiskLimits.batch);
const FolderIds = z.array(DiskFolderId).max(DiskLimits.batch);

/** Moving resources and folders into a folder (null: the top level). A folder cannot move into itself or below. */
export const MoveDiskItemsBody = z
  .object({ resourceIds: ResourceIds, folderIds: FolderIds, targetFolderId: FolderRef })
  .refine((body) => body.resourceIds.length + body.folderIds.length > 0, { path: ['resourceIds'], message: 'name something to move' });
export type MoveDiskItemsBody = z.infer<typeof MoveDiskItemsBody>;

/**
 * Deleting resources and folders: they go to the recycle bin (a folder with everything in it). All or nothing:
 * one id that is not the caller's live item refuses the whole batch (404).
 */
export const DeleteDiskItemsBody = z
  .object({ resourceIds: ResourceIds, folderIds: FolderIds })
  .refine((body) => body.resourceIds.length + body.folderIds.length > 0, { path: ['resourceIds'], message: 'name something to delete' });
export type DeleteDiskItemsBody = z.infer<typeof DeleteDiskItemsBody>;

/** How many resources a batch changed. */
export const DiskBatchResult = z.object({ resources: z.number().int(), folders: z.number().int() });
export type DiskBatchResult = z.infer<typeof DiskBatchResult>;

// ---- Recycle bin ----

/** The recycle bin: the caller's deleted resources, latest deleted first, keyset paged. */
export const DiskRecycleQuery = AppIdQuery.extend(PageQuery.shape).extend({ cursor: Cursor.optional() });
export type DiskRecycleQuery = z.infer<typeof DiskRecycleQuery>;

/** A resource in the recycle bin, and when it is purged for good. */
export const DiskRecycledItem = DiskResourceItem.extend({ deletedAt: IsoDateTime, purgeAt: IsoDateTime });
export type DiskRecycledItem = z.infer<typeof DiskRecycledItem>;
export const DiskRecyclePage = paged(DiskRecycledItem).extend({ totalIsLowerBound: z.boolean(), nextCursor: z.string().nullable() });
export type DiskRecyclePage = z.infer<typeof DiskRecyclePage>;

/** Restoring (into their folder, or the top level when that folder is gone) or purging resources of the bin. */
export const DiskRecycleBody = z.object({ resourceIds: ResourceIds.min(1) });
export type DiskRecycleBody = z.infer<typeof DiskRecycleBody>;

// ---- Quota ----

/** One quota: bytes used (live and recycled resources), reserved by uploads under way, and the limit. */
export const DiskQuotaUse = z.object({ usedBytes: z.number().int(), reservedBytes: z.number().int(), limitBytes: z.number().int() });
export type DiskQuotaUse = z.infer<typeof DiskQuotaUse>;

/** The caller's quota bar: their own, and their school's (null for district staff, who have no school). */
export const DiskQuota = z.object({
  user: DiskQuotaUse,
  school: DiskQuotaUse.nullable(),
  /** The largest single file (`DISK_MAX_FILE_BYTES`). */
  maxFileBytes: z.number().int(),
  /** Days a deleted resource stays in the recycle bin. */
  recycleDays: z.number().int(),
});
export type DiskQuota = z.infer<typeof DiskQuota>;

const QuotaBytes = z.number().int().min(0).max(DiskLimits.quotaBytesMax);

/**
 * The tenant's quota settings (district staff): a user's quota per role (a person holding several roles gets the
 * largest), and one school's. A role without a setting gets the server's default (`DISK_USER_QUOTA_BYTES`).
 */
export const DiskQuotaSettings = z.object({
  roleLimits: z.array(z.object({ role: z.enum(ROLE_CODES), limitBytes: QuotaBytes })).max(ROLE_CODES.length),
  schoolLimitBytes: QuotaBytes,
  /** The defaults that apply where the tenant sets nothing. */
  defaultUserLimitBytes: z.number().int(),
  defaultSchoolLimitBytes: z.number().int(),
});
export type DiskQuotaSettings = z.infer<typeof DiskQuotaSettings>;
export const SaveDiskQuotaSettingsBody = DiskQuotaSettings.pick({ roleLimits: true, schoolLimitBytes: true }).refine(
  (body) => new Set(body.roleLimits.map((limit) => limit.role)).size === body.roleLimits.length,
  { path: ['roleLimits'], message: 'one limit per role' },
);
export type SaveDiskQuotaSettingsBody = z.infer<typeof SaveDiskQuotaSettingsBody>;

// ---- Issuing (下发), issuer side ----

/**
 * Who an issue goes to. With `teacherIds` or `groupIds` it goes to exactly those people and the members of those
 * teaching-research groups (教研组; groups within the issuer's reach, people below the issuer). Otherwise to the
 * teachers and school admins of `schoolIds` (empty: every school below the issuer; a school admin's issue goes to
 * their own school), narrowed to teachers of `sectionCodes` and `subjectCodes` when given.
 */
export const DiskIssueTarget = z.object({
  schoolIds: z.array(Id).max(DiskLimits.issueSchools),
  sectionCodes: z.array(SectionCode).max(DiskLimits.sectionCodes),
  subjectCodes: z.array(SubjectCode).max(DiskLimits.subjectCodes),
  teacherIds: z.array(Id).max(DiskLimits.issueTeachers),
  /** Absent in issues recorded before groups could be chosen. */
  groupIds: z.array(Id).max(DiskLimits.issueGroups).default([]),
});
export type DiskIssueTarget = z.infer<typeof DiskIssueTarget>;

/** Issuing resources and folders (their resources at this moment) of the caller's disk. */
export const CreateDiskIssueBody = z
  .object({
    resourceIds: ResourceIds,
    folderIds: FolderIds,
    target: DiskIssueTarget,
    message: z.string().trim().max(DiskLimits.issueMessage),
    /** Recipients are asked to acknowledge by then; null: no acknowledgement asked. */
    ackDeadline: IsoDateTime.nullable(),
  })
  .refine((body) => body.resourceIds.length + body.folderIds.length > 0, { path: ['resourceIds'], message: 'name something to issue' });
export type CreateDiskIssueBody = z.infer<typeof CreateDiskIssueBody>;
/** A created issue: its id and how many people it reached. */
export const CreatedDiskIssue = z.object({ id: DiskIssueId, recipients: z.number().int(), resources: z.number().int() });
export type CreatedDiskIssue = z.infer<typeof CreatedDiskIssue>;

/** An issue in /disk/distributed, with its recipients counted by state. */
export const DiskIssueSummary = z.object({
  id: DiskIssueId,
  /** The folder's name when `folderTitle`, else the first resource's title; and how many resources there are. */
  title: z.string(),
  /** Exactly one folder was issued (no loose resources): read as the folder with its file count (学期计划（3 个文件）). */
  folderTitle: z.boolean(),
  resources: z.number().int(),
  message: z.string(),
  ackDeadline: IsoDateTime.nullable(),
  issuedAt: IsoDateTime,
  withdrawnAt: IsoDateTime.nullable(),
  recipients: z.number().int(),
  opened: z.number().int(),
  downloaded: z.number().int(),
  acknowledged: z.number().int(),
});
export type DiskIssueSummary = z.infer<typeof DiskIssueSummary>;
export const DiskIssuesQuery = AppIdQuery.extend(PageQuery.shape).extend({ cursor: Cursor.optional() });
export type DiskIssuesQuery = z.infer<typeof DiskIssuesQuery>;
export const DiskIssuesPage = paged(DiskIssueSummary).extend({ totalIsLowerBound: z.boolean(), nextCursor: z.string().nullable() });
export type DiskIssuesPage = z.infer<typeof DiskIssuesPage>;

/** One recipient of an issue, with their furthest state and when each happened. */
export const DiskIssueRecipient = z.object({
  userId: Id,
  name: z.string(),
  unitName: z.string(),
  state: DiskRecipientStateSchema,
  openedAt: IsoDateTime.nullable(),
  downloadedAt: IsoDateTime.nullable(),
  acknowledgedAt: IsoDateTime.nullable(),
  lastRemindedAt: IsoDateTime.nullable(),
});
export type DiskIssueRecipient = z.infer<typeof DiskIssueRecipient>;
/** Recipients of one of the caller's issues, optionally of one state (exactly that state), paged. */
export const DiskIssueRecipientsQuery = DiskIdQuery.extend(PageQuery.shape).extend({ state: DiskRecipientStateSchema.optional() });
export type DiskIssueRecipientsQuery = z.infer<typeof DiskIssueRecipientsQuery>;
export const DiskIssueRecipientsPage = paged(DiskIssueRecipient);
export type DiskIssueRecipientsPage = z.infer<typeof DiskIssueRecipientsPage>;

/**
 * Reminding the recipients who have not yet acknowledged (when the issue asks for it) or opened it; each is
 * notified (`resource.reminder`). Refused (409) for a withdrawn issue.
 */
export const RemindDiskIssueBody = z.object({ id: DiskIssueId });
export const RemindedDiskIssue = z.object({ reminded: z.number().int() });
/** Withdrawing an issue: recipients no longer see it; its counts stay for the issuer. */
export const WithdrawDiskIssueBody = z.object({ id: DiskIssueId });
export const WithdrawnDiskIssue = z.object({ id: DiskIssueId, withdrawnAt: IsoDateTime });

/** Schools and teaching-research groups an issuer may pick, and (with a keyword) teachers below them. */
export const DiskIssueSchool = z.object({ id: Id, name: z.string() });
export type DiskIssueSchool = z.infer<typeof DiskIssueSchool>;
/** A group within the issuer's reach (district staff: the tenant's; school staff: their school's), with its unit. */
export const DiskIssueGroup = z.object({ id: Id, name: z.string(), unitName: z.string(), members: z.number().int() });
export type DiskIssueGroup = z.infer<typeof DiskIssueGroup>;
export const DiskIssueSchools = z.object({ schools: z.array(DiskIssueSchool), groups: z.array(DiskIssueGroup) });
export type DiskIssueSchools = z.infer<typeof DiskIssueSchools>;
export const DiskIssueTeachersQuery = AppIdQuery.extend(PageQuery.shape).extend({ keyword: z.string().trim().max(KEYWORD_MAX).optional() });
export type DiskIssueTeachersQuery = z.infer<typeof DiskIssueTeachersQuery>;
export const DiskIssueTeacher = z.object({ id: Id, name: z.string(), unitName: z.string() });
export type DiskIssueTeacher = z.infer<typeof DiskIssueTeacher>;
export const DiskIssueTeachersPage = paged(DiskIssueTeacher);
export type DiskIssueTeachersPage = z.infer<typeof DiskIssueTeachersPage>;

// ---- Issuing, recipient side ----

/** An issue in /disk/received: unread (never opened) first, then newest. */
export const DiskReceivedItem = z.object({
  id: DiskIssueId,
  title: z.string(),
  /** As in DiskIssueSummary: the title is a folder's, read with its file count. */
  folderTitle: z.boolean(),
  resources: z.number().int(),
  message: z.string(),
  senderName: z.string(),
  senderUnitName: z.string(),
  issuedAt: IsoDateTime,
  ackDeadline: IsoDateTime.nullable(),
  requiresAck: z.boolean(),
  openedAt: IsoDateTime.nullable(),
  acknowledgedAt: IsoDateTime.nullable(),
});
export type DiskReceivedItem = z.infer<typeof DiskReceivedItem>;
export const DiskReceivedQuery = AppIdQuery.extend(PageQuery.shape).extend({ cursor: Cursor.optional() });
export type DiskReceivedQuery = z.infer<typeof DiskReceivedQuery>;
export const DiskReceivedPage = paged(DiskReceivedItem).extend({ totalIsLowerBound: z.boolean(), nextCursor: z.string().nullable() });
export type DiskReceivedPage = z.infer<typeof DiskReceivedPage>;

/** An issue as its recipient opens it (opening records `opened`); its resources with their links. */
export const DiskReceivedDetail = DiskReceivedItem.extend({
  items: z.array(
    DiskResourceItem.extend({ preview: z.object({ kind: DiskPreviewKindSchema, status: DiskPreviewStatus }), links: DiskResourceLinks }),
  ),
});
export type DiskReceivedDetail = z.infer<typeof DiskReceivedDetail>;

/** Acknowledging an issue that asks for it (the first time counts; repeating changes nothing). */
export const AcknowledgeDiskIssueBody = z.object({ id: DiskIssueId });
export const AcknowledgedDiskIssue = z.object({ id: DiskIssueId, acknowledgedAt: IsoDateTime });

/**
 * Saving copies of an issue's resources to the caller's disk (no bytes are copied: the content is shared), into a
 * folder of theirs or the top level; counted against the caller's quota (413 when it does not fit).
 */
export const SaveDiskCopiesBody = z.object({ issueId: DiskIssueId, resourceIds: ResourceIds.min(1), folderId: FolderRef });
export type SaveDiskCopiesBody = z.infer<typeof SaveDiskCopiesBody>;
export const SavedDiskCopies = z.object({ resourceIds: z.array(DiskResourceId) });
export type SavedDiskCopies = z.infer<typeof SavedDiskCopies>;

// ---- Signed file addresses ----

/** Path of a resource's bytes on a signed address (what `DiskResourceLinks` hands out). */
export const DiskFileParams = z.object({ id: IdParam });
/** The signature's query: who, until when, which variant; produced by the server, never by hand. */
export const DiskFileQuery = AppIdQuery.extend({
  uid: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  exp: z.coerce.number().int().min(0),
  /** `original` as an attachment, `inline` the original shown in the page, `pdf` an Office file's converted PDF. */
  variant: z.enum(['original', 'inline', 'pdf']),
  /** For a recipient: the issue through which they may read it (opening the download marks them `downloaded`). */
  issue: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  sig: z.string().regex(/^[A-Za-z0-9_-]{10,100}$/),
});
export type DiskFileQuery = z.infer<typeof DiskFileQuery>;
