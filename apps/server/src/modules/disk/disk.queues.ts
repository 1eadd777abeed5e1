import { defineQueue } from '@server/platform/jobs/job-queue';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** An Office file to convert to its PDF preview, named by its content (convert/disk-convert.ts). */
export type ConvertJob = { tenantId: TenantId; sha256: string; extension: string };

/** The queues of the disk: a failure other than LibreOffice refusing the file (the store, the database) is retried. */
export const convertOfficeQueue = defineQueue<ConvertJob>('disk.convertOffice', { retryLimit: 2 });
