import { z } from 'zod';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { IsoDateTime } from './iso-date-time';

// Erasure on request (issue 43): a teacher asks, the district admin approves or refuses with a reason the teacher
// reads, and an approved request runs the erasure as a job. What is removed and what is kept: docs/privacy.md.

/** Where a request stands: pending → approved → erased, or pending → refused. */
export const ERASURE_STATUSES = ['pending', 'approved', 'refused', 'erased'] as const;
export const ErasureStatus = z.enum(ERASURE_STATUSES);
export type ErasureStatus = z.infer<typeof ErasureStatus>;

/** The longest reason a teacher or the district writes. */
export const ERASURE_REASON_MAX = 500;

const ErasureRequestId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** The teacher's request: their reason (optional) and the confirmation that they understand it cannot be undone. */
export const ErasureRequestBody = z.object({
  reason: z.string().trim().max(ERASURE_REASON_MAX).default(''),
  confirm: z.literal(true),
});
export type ErasureRequestBody = z.input<typeof ErasureRequestBody>;

/** A request as its teacher sees it. */
export const MyErasureRequest = z.object({
  id: ErasureRequestId,
  status: ErasureStatus,
  reason: z.string(),
  requestedAt: IsoDateTime,
  decidedAt: IsoDateTime.nullable(),
  /** The district's reason, once decided. */
  decisionReason: z.string().nullable(),
});
export type MyErasureRequest = z.infer<typeof MyErasureRequest>;
export const MyErasureRequests = z.array(MyErasureRequest);

/** The district's queue: one status (pending by default), oldest first, server paging. */
export const ErasureQueueQuery = AppIdQuery.extend(PageQuery.shape).extend({ status: ErasureStatus.default('pending') });
export type ErasureQueueQuery = z.input<typeof ErasureQueueQuery>;

/** A queue row: who asked (their name as it is now: the pseudonym once erased), when, and the decision. */
export const ErasureQueueRow = MyErasureRequest.extend({
  version: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  unitName: z.string(),
  decidedByName: z.string().nullable(),
  erasedAt: IsoDateTime.nullable(),
});
export type ErasureQueueRow = z.infer<typeof ErasureQueueRow>;
export const ErasureQueuePage = paged(ErasureQueueRow);
export type ErasureQueuePage = z.infer<typeof ErasureQueuePage>;

/** Approving or refusing a request at the version read, with the reason the teacher reads. */
export const ErasureDecisionBody = z.object({
  id: ErasureRequestId,
  version: z.number().int().min(1),
  reason: z.string().trim().min(1).max(ERASURE_REASON_MAX),
});
export type ErasureDecisionBody = z.infer<typeof ErasureDecisionBody>;
export const ErasureDecided = z.object({ id: ErasureRequestId, status: ErasureStatus, version: z.number().int() });
export type ErasureDecided = z.infer<typeof ErasureDecided>;

/** Bounds of the retention periods, in days. */
export const RetentionLimits = { signInHistoryDays: { min: 7, max: 3650 }, exportArchiveDays: { min: 1, max: 30 } } as const;
export const NOTICE_TEXT_MAX = 20_000;

/** A tenant's consent and retention settings (district admin). Notice version 0 asks nobody to accept anything. */
export const PrivacySettings = z.object({
  noticeVersion: z.number().int().min(0).max(1_000_000),
  noticeText: z.string().max(NOTICE_TEXT_MAX),
  signInHistoryDays: z.number().int().min(RetentionLimits.signInHistoryDays.min).max(RetentionLimits.signInHistoryDays.max),
  exportArchiveDays: z.number().int().min(RetentionLimits.exportArchiveDays.min).max(RetentionLimits.exportArchiveDays.max),
  version: z.number().int(),
  updatedAt: IsoDateTime.nullable(),
});
export type PrivacySettings = z.infer<typeof PrivacySettings>;

/** Saving the settings at the version read; a notice version never goes back (teachers accepted what it said). */
export const SavePrivacySettingsBody = PrivacySettings.omit({ updatedAt: true }).extend({ version: z.number().int().min(1) });
export type SavePrivacySettingsBody = z.infer<typeof SavePrivacySettingsBody>;

/** The notice as a signed-in user meets it: the version required, whether they accepted it and when. */
export const PrivacyNotice = z.object({
  noticeVersion: z.number().int(),
  noticeText: z.string(),
  /** True when a version is required and the caller has not accepted it yet. */
  mustAccept: z.boolean(),
  acceptedAt: IsoDateTime.nullable(),
});
export type PrivacyNotice = z.infer<typeof PrivacyNotice>;

/** Accepting the version read (409 when the district has published a newer one since). */
export const AcceptNoticeBody = z.object({ noticeVersion: z.number().int().min(1).max(1_000_000) });

/** A tenant's settings before its district admin saves any (the table's defaults). */
export const PRIVACY_SETTINGS_DEFAULTS = { noticeVersion: 0, noticeText: '', signInHistoryDays: 180, exportArchiveDays: 7 } as const;
