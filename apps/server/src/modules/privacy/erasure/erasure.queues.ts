import { defineQueue } from '@server/platform/jobs/job-queue';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** An approved erasure request to carry out (erasure-run.service.ts). */
export type ErasureJob = { tenantId: TenantId; requestId: number };

/** The erasure runs as a job so approving answers at once; a failed run (the database, the store) is retried. */
export const eraseAccountQueue = defineQueue<ErasureJob>('privacy.eraseAccount', { retryLimit: 5 });
