import { defineQueue } from '@server/platform/jobs/job-queue';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** A message to give to its audience (fan-out.ts). */
export type FanOutJob = { tenantId: TenantId; messageId: number };
/** A message to send through one outside channel (e-mail, WeChat) to those who want it. */
export type DeliverJob = FanOutJob & { channel: string };

/** The queues of notifications (installed with the migrations from the module's workers). */
export const fanOutQueue = defineQueue<FanOutJob>('notifications.fanOut');
export const deliverQueue = defineQueue<DeliverJob>('notifications.deliver', { retryLimit: 5 });
