import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@server/db/client';
import { asTenantId, type TenantId } from '@server/platform/tenant/tenant-id';
import { LIVE_CHANNEL } from './fan-out-queue';
import { countUnreadOf, recipientsAmong } from './notifications.repository';

/** What changed, as announced on LIVE_CHANNEL by whichever process committed it. */
export type LiveAnnouncement = { tenantId: TenantId; messageId: number } | { tenantId: TenantId; userId: number };

type Listener = (unread: number) => void;

/**
 * This process's open bell streams, and its ear on the database: every process LISTENs, so a fan-out or a read mark
 * committed by any process reaches the users connected here. It asks the database for the counts rather than
 * trusting the announcement, so a lost or repeated one only delays or repeats a correct number.
 */
export function createLiveHub(database: DatabaseHandle, log: FastifyBaseLogger) {
  const listeners = new Map<string, Set<Listener>>();
  let stopListening: Promise<() => Promise<void>> | undefined;
  const keyOf = (tenantId: TenantId, userId: number) => `${tenantId}:${userId}`;

  function connectedIn(tenantId: TenantId): number[] {
    const prefix = `${tenantId}:`;
    return [...listeners.keys()].filter((key) => key.startsWith(prefix)).map((key) => Number(key.slice(prefix.length)));
  }

  async function push(tenantId: TenantId, userIds: readonly number[]): Promise<void> {
    if (userIds.length === 0) return;
    for (const [userId, unread] of await countUnreadOf(database.db, tenantId, userIds)) {
      for (const listener of listeners.get(keyOf(tenantId, userId)) ?? []) listener(unread);
    }
  }

  async function onAnnouncement(payload: string): Promise<void> {
    const announcement = JSON.parse(payload) as LiveAnnouncement;
    const tenantId = asTenantId(announcement.tenantId);
    const connected = connectedIn(tenantId);
    if (connected.length === 0) return;
    if ('userId' in announcement) return push(tenantId, connected.includes(announcement.userId) ? [announcement.userId] : []);
    return push(tenantId, await recipientsAmong(database.db, tenantId, announcement.messageId, connected));
  }

  return {
    /** Starts listening (once); the first stream of the process waits for it, so nothing committed after is missed. */
    ready(): Promise<unknown> {
      stopListening ??= database.listen(LIVE_CHANNEL, (payload) => {
        onAnnouncement(payload).catch((error: unknown) => log.error({ err: error }, 'live notification failed'));
      });
      return stopListening;
    },
    /** Adds a stream of a user; answers how to remove it. */
    add(tenantId: TenantId, userId: number, listener: Listener): () => void {
      const key = keyOf(tenantId, userId);
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    async close(): Promise<void> {
      listeners.clear();
      if (stopListening) await (await stopListening)();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
