import type { Locale } from '@yanxiu/contract/locale';
import { defineQueue } from '@server/platform/jobs/job-queue';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/**
 * An export to prepare, the origin its teacher asked from (printed on their certificates' QR codes) and the language
 * they asked in (the archive's index page).
 */
export type PrepareExportJob = { tenantId: TenantId; exportId: number; origin: string; locale: Locale };

/** Preparing an archive: a failure (the store, the database) is retried twice, then the export is marked failed. */
export const prepareExportQueue = defineQueue<PrepareExportJob>('privacy.prepareExport', { retryLimit: 2 });
