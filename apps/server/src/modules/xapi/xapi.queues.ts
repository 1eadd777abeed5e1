import { defineQueue } from '@server/platform/jobs/job-queue';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/**
 * Sends a tenant's pending statements to its LRS. Enqueued with each statement, in the transaction that recorded it;
 * a failed delivery throws, so pg-boss tries again later and later (retryBackoff), and the periodic resend picks up
 * what is still pending after the last try.
 */
export const xapiSendQueue = defineQueue<{ tenantId: TenantId }>('xapi.send', { retryLimit: 6, retryBackoff: true });
