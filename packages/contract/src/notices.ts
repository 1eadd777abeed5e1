import { z } from 'zod';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { KEYWORD_MAX, NoticeLimits } from './limits';
import { IsoDateTime } from './iso-date-time';

// Notices (通知公告): staff publish to a scope (the whole district or chosen schools, narrowed by sections and
// roles) with sanitised rich text, attachments, pinning, a publish time, an expiry and optionally a required
// acknowledgement. Teachers read them at /noticeList and /noticeDetail?id=; staff see who has read or acknowledged
// and remind the rest. The paths are ours: the spec names the pages but shows no calls.

/** A notice's id. */
export const NoticeId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const IdQuery = AppIdQuery.extend({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const SectionCode = z.string().regex(/^\d{1,2}$/, 'a school section code, e.g. 2');
/** Roles a notice can be narrowed to: teachers, backbone teachers, school admins, experts. */
export const NOTICE_AUDIENCE_ROLES = ['teacher', 'backbone', 'school_admin', 'expert'] as const;
export type NoticeAudienceRole = (typeof NOTICE_AUDIENCE_ROLES)[number];

/** Who a notice is for; each empty list does not narrow. */
export const NoticeScope = z.object({
  /**
   * Schools (org unit ids) it goes to; empty is the publisher's whole reach (the district for district staff).
   * School admins always publish to their own school.
   */
  schoolIds: z.array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)).max(NoticeLimits.scopeSchools),
  /** School sections (学段) of the teachers it goes to. */
  sectionCodes: z.array(SectionCode).max(NoticeLimits.sectionCodes),
  /** Roles of which the reader must hold one. */
  roles: z.array(z.enum(NOTICE_AUDIENCE_ROLES)).max(NoticeLimits.roles),
});
export type NoticeScope = z.infer<typeof NoticeScope>;

/** A file attached to a notice. */
export const NoticeAttachment = z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number().int() });
export type NoticeAttachment = z.infer<typeof NoticeAttachment>;

// ---- Reader side ----

/** Query of /noticeList: search in title and text, server paging. */
export const NoticeListQuery = AppIdQuery.extend(PageQuery.shape).extend({
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
});
export type NoticeListQuery = z.infer<typeof NoticeListQuery>;

/** A notice in the reader's list: unread first, then pinned, then newest. */
export const NoticeListItem = z.object({
  id: NoticeId,
  title: z.string(),
  /** The opening of the text, without markup. */
  summary: z.string(),
  publisherUnitName: z.string(),
  publishAt: IsoDateTime,
  expiresAt: IsoDateTime.nullable(),
  pinned: z.boolean(),
  requiresAck: z.boolean(),
  read: z.boolean(),
  acknowledged: z.boolean(),
});
export type NoticeListItem = z.infer<typeof NoticeListItem>;
export const NoticeListPage = paged(NoticeListItem);
export type NoticeListPage = z.infer<typeof NoticeListPage>;

/** Query of /noticeDetail?id=. */
export const NoticeIdQuery = IdQuery;

/** A notice as its reader sees it; opening it records the read. */
export const NoticeDetail = NoticeListItem.extend({
  /** Sanitised HTML (the server keeps only safe tags and attributes). */
  bodyHtml: z.string(),
  attachments: z.array(NoticeAttachment),
  readAt: IsoDateTime,
  acknowledgedAt: IsoDateTime.nullable(),
});
export type NoticeDetail = z.infer<typeof NoticeDetail>;

/** Acknowledging a notice that asks for it. */
export const AcknowledgeNoticeBody = z.object({ id: NoticeId });
/** When it was acknowledged (the first acknowledgement; repeating it changes nothing). */
export const AcknowledgedNotice = z.object({ id: NoticeId, acknowledgedAt: IsoDateTime });

/** The caller's unread notices: the count and the spec's personal-state flag hadRead (true when none is unread). */
export const NoticeUnread = z.object({ unread: z.number().int(), hadRead: z.boolean() });
export type NoticeUnread = z.infer<typeof NoticeUnread>;

/** Path parameters of an attachment download. */
export const NoticeAttachmentParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER), fileId: z.uuid() });

// ---- Staff side ----

/** Creating (no id) or editing a notice (id and the version read). */
export const SaveNoticeBody = z
  .object({
    id: NoticeId.optional(),
    version: z.number().int().min(1).optional(),
    title: z.string().trim().min(1).max(NoticeLimits.title),
    /** Rich text as HTML; sanitised on the server, so what is stored is what every reader gets. */
    bodyHtml: z.string().min(1).max(NoticeLimits.body),
    scope: NoticeScope,
    attachmentFileIds: z.array(z.uuid()).max(NoticeLimits.attachments),
    pinned: z.boolean(),
    requiresAck: z.boolean(),
    /** When readers first see it (and are notified); now or later. */
    publishAt: IsoDateTime,
    /** After this readers no longer see it; null keeps it. */
    expiresAt: IsoDateTime.nullable(),
  })
  .refine((body) => body.expiresAt === null || Date.parse(body.expiresAt) > Date.parse(body.publishAt), {
    path: ['expiresAt'],
    message: 'the expiry must be after the publish time',
  })
  .refine((body) => (body.id === undefined) === (body.version === undefined), {
    path: ['version'],
    message: 'an edit names the version it read',
  });
export type SaveNoticeBody = z.infer<typeof SaveNoticeBody>;

/** A saved notice: its id and new version. */
export const SavedNotice = z.object({ id: NoticeId, version: z.number().int() });

/** Withdrawing a notice: readers no longer see it. */
export const WithdrawNoticeBody = z.object({ id: NoticeId, version: z.number().int().min(1) });

/** Query of the staff list: notices the caller's unit published (the whole tenant's for district staff). */
export const ManagedNoticesQuery = AppIdQuery.extend(PageQuery.shape).extend({ keyword: z.string().trim().max(KEYWORD_MAX).optional() });
export type ManagedNoticesQuery = z.infer<typeof ManagedNoticesQuery>;

/** Where a notice stands: scheduled (publish time ahead), published, expired, withdrawn. */
export const NoticeState = z.enum(['scheduled', 'published', 'expired', 'withdrawn']);
export type NoticeState = z.infer<typeof NoticeState>;

/** A notice in the staff list, with its read and acknowledgement counts among its audience. */
export const ManagedNotice = z.object({
  id: NoticeId,
  version: z.number().int(),
  title: z.string(),
  publisherUnitName: z.string(),
  authorName: z.string(),
  state: NoticeState,
  pinned: z.boolean(),
  requiresAck: z.boolean(),
  publishAt: IsoDateTime,
  expiresAt: IsoDateTime.nullable(),
  audience: z.number().int(),
  read: z.number().int(),
  acknowledged: z.number().int(),
});
export type ManagedNotice = z.infer<typeof ManagedNotice>;
export const ManagedNoticesPage = paged(ManagedNotice);
export type ManagedNoticesPage = z.infer<typeof ManagedNoticesPage>;

/** A notice as the editing form loads it. */
export const EditableNotice = z.object({
  id: NoticeId,
  version: z.number().int(),
  title: z.string(),
  bodyHtml: z.string(),
  scope: NoticeScope,
  attachments: z.array(NoticeAttachment),
  pinned: z.boolean(),
  requiresAck: z.boolean(),
  publishAt: IsoDateTime,
  expiresAt: IsoDateTime.nullable(),
  state: NoticeState,
});
export type EditableNotice = z.infer<typeof EditableNotice>;

/** Whom of the audience to list: who has not read, or (for notices asking for it) who has not acknowledged. */
export const NoticeOutstanding = z.enum(['unread', 'unacknowledged']);
export type NoticeOutstanding = z.infer<typeof NoticeOutstanding>;
export const NoticeRecipientsQuery = IdQuery.extend(PageQuery.shape).extend({ outstanding: NoticeOutstanding });
export type NoticeRecipientsQuery = z.infer<typeof NoticeRecipientsQuery>;

/** One person of the audience who has not yet read or acknowledged. */
export const NoticeRecipient = z.object({ userId: z.number().int(), name: z.string(), unitName: z.string() });
export type NoticeRecipient = z.infer<typeof NoticeRecipient>;
export const NoticeRecipientsPage = paged(NoticeRecipient);
export type NoticeRecipientsPage = z.infer<typeof NoticeRecipientsPage>;

/** "Remind the rest": notify everyone of the audience who has not yet read (or acknowledged, when it asks for it). */
export const RemindNoticeBody = z.object({ id: NoticeId });
export const RemindedNotice = z.object({ reminded: z.number().int() });

/** A school the caller may publish to. */
export const NoticeSchoolOption = z.object({ id: z.number().int(), name: z.string() });
export type NoticeSchoolOption = z.infer<typeof NoticeSchoolOption>;
