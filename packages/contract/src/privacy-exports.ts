import { z } from 'zod';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { IsoDateTime } from './iso-date-time';

// Personal-data exports (issue 43): a teacher asks for a copy of everything held about them; a job gathers every
// domain's part into one ZIP, which its owner alone downloads until it expires. Staff see who asked and when, never
// the contents. What the archive holds: docs/privacy.md.

/** Where an export stands: queued → preparing → ready → expired, or → failed. */
export const EXPORT_STATUSES = ['queued', 'preparing', 'ready', 'expired', 'failed'] as const;
export const ExportStatus = z.enum(EXPORT_STATUSES);
export type ExportStatus = z.infer<typeof ExportStatus>;

/** An export still on its way: a teacher has at most one, and asks again once it is ready or has failed. */
export const OPEN_EXPORT_STATUSES = ['queued', 'preparing'] as const satisfies readonly ExportStatus[];

/** How many exports a teacher may ask for in a day: each one reads everything held about them. */
export const EXPORTS_PER_DAY = 3;

const ExportId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** Asking for an export takes nothing but the tenant. */
export const ExportRequestBody = z.object({}).strict();

/** An export as its teacher sees it. */
export const MyExport = z.object({
  id: ExportId,
  status: ExportStatus,
  requestedAt: IsoDateTime,
  /** When the archive was ready (or the job gave up). */
  finishedAt: IsoDateTime.nullable(),
  /** Until when a ready archive may be downloaded. */
  expiresAt: IsoDateTime.nullable(),
  /** The archive's size in bytes, once ready. */
  size: z.number().int().nullable(),
});
export type MyExport = z.infer<typeof MyExport>;
/** The caller's exports, newest first (the last few). */
export const MyExports = z.array(MyExport);
export type MyExports = z.infer<typeof MyExports>;

/** Path parameters of a download. */
export const ExportIdParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** The staff's list: every status or one, newest first, server paging. */
export const ManagedExportsQuery = AppIdQuery.extend(PageQuery.shape).extend({ status: ExportStatus.optional() });
export type ManagedExportsQuery = z.infer<typeof ManagedExportsQuery>;

/** Who asked and when, and where it stands; never what the archive holds. */
export const ManagedExportRow = MyExport.omit({ size: true }).extend({
  userId: z.number().int(),
  userName: z.string(),
  unitName: z.string(),
});
export type ManagedExportRow = z.infer<typeof ManagedExportRow>;
export const ManagedExportsPage = paged(ManagedExportRow);
export type ManagedExportsPage = z.infer<typeof ManagedExportsPage>;
