import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '@server/platform/deps';
import { queueWorker, type QueueWorker } from '@server/platform/module';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { selectAudienceUserIds } from './audience.repository';
import { channelOf } from './channels/channels';
import { LIVE_CHANNEL } from './fan-out-queue';
import type { Audience } from './notification';
import { deliverQueue, fanOutQueue, type DeliverJob, type FanOutJob } from './notifications.queues';
import {
  announce,
  channelsWanted,
  claimMessage,
  findChannelRecipients,
  findMessage,
  insertRecipients,
  markFannedOut,
  recordDelivery,
} from './notifications.repository';
import { renderOutgoing } from './render';

// Job data is JSON: the tenant arrives as a plain number and is branded on the way in.

/**
 * Gives a message to everyone in its audience, in one transaction: the message is locked and stamped, so a repeated
 * job (a retry, a process that died after committing) finds it done and does nothing. The commit announces the
 * message, and every process's live hub tells its connected recipients their new unread count. Recipients who turned
 * on an outside channel get it through a delivery job per channel.
 */
export async function fanOut(deps: AppDeps, job: FanOutJob, log: FastifyBaseLogger): Promise<number> {
  const tenantId = asTenantId(job.tenantId);
  const recipients = await deps.db.transaction(async (tx) => {
    const message = await claimMessage(tx, tenantId, job.messageId);
    if (!message) return undefined;
    const userIds = await selectAudienceUserIds(tx, tenantId, message.audience as Audience);
    await insertRecipients(tx, message, userIds);
    await markFannedOut(tx, message, userIds.length, new Date());
    await announce(tx, LIVE_CHANNEL, JSON.stringify({ tenantId, messageId: message.id }));
    return userIds.length;
  });
  if (recipients === undefined) return 0;
  for (const channel of await channelsWanted(deps.db, tenantId, job.messageId)) {
    if (channelOf(channel)?.configured(deps.config)) await deps.jobs.send(deliverQueue, { ...job, channel });
    else log.warn({ channel }, 'users asked for a channel this server is not configured for');
  }
  return recipients;
}

/** Sends a message through one outside channel to each recipient who wants it and has not had it yet. */
export async function deliver(deps: AppDeps, job: DeliverJob): Promise<number> {
  const tenantId = asTenantId(job.tenantId);
  const channel = channelOf(job.channel);
  const message = await findMessage(deps.db, tenantId, job.messageId);
  if (!channel || !message || !channel.configured(deps.config)) return 0;
  const outgoing = renderOutgoing(deps.config, message);
  let sent = 0;
  // One by one, each recorded as it goes: a failure part-way retries only the rest.
  for (const recipient of await findChannelRecipients(deps.db, tenantId, message.id, channel.code)) {
    await channel.send(deps.config, recipient.address, outgoing);
    await recordDelivery(deps.db, tenantId, message.id, recipient.userId, channel.code);
    sent += 1;
  }
  return sent;
}

export const notificationWorkers: readonly QueueWorker[] = [
  queueWorker(fanOutQueue, async (deps, data, log) => void (await fanOut(deps, data, log))),
  queueWorker(deliverQueue, async (deps, data) => void (await deliver(deps, data))),
];
