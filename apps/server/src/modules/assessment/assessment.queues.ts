import { defineQueue } from '@server/platform/jobs/job-queue';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** An attempt to submit at its deadline with what was saved (attempts/attempt-expiry.ts). */
export type AttemptDeadlineJob = { tenantId: TenantId; attemptId: number };

/**
 * The assessment domain's queues. A deadline job only saves a wait: every read or write of an attempt past its
 * deadline submits it first, so a late or lost job changes nothing but when the unit completes for an idle teacher.
 */
export const attemptDeadlineQueue = defineQueue<AttemptDeadlineJob>('assessment.submitAtDeadline', { retryLimit: 3 });
