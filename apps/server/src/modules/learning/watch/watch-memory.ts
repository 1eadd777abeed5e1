import { LRUCache } from 'lru-cache';
import type { Db } from '@server/db/client';
import type { TenantContext } from '@server/platform/context/request-context';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findQuestionMoments } from './presence-checks.repository';
import { createTicketChecker, WATCH_TICKET_SECONDS, type TicketCheck } from './watch-ticket';
import { storeWatchStates, type StoredWatchState, type WatchStateWrite } from './watch-state.repository';
import { createKeyedSerializer, createWriteBatcher } from './write-batching';

/** States kept in memory per process; beyond this the least recently stored are dropped and re-read when needed. */
const CACHE_LIMIT = 50_000;
/**
 * A state not stored for a ticket's lifetime is dropped: no heartbeat can use it without a new ticket, and opening one
 * (`start`) reads the row again. So finished viewings leave memory within minutes instead of when 50,000 others
 * have pushed them out.
 */
const CACHE_MILLISECONDS = WATCH_TICKET_SECONDS * 1000;
/** A lesson's question moments are re-read after this long, so questions saved in another process are asked soon. */
const MOMENTS_MILLISECONDS = 60_000;

/**
 * What the watch path keeps between heartbeats: the last known state of each viewing (so the steady state is one
 * UPDATE per heartbeat), one-at-a-time work per viewing, verified tickets, lessons' question moments and the
 * batching of steady writes.
 */
export type WatchMemory = {
  states: LRUCache<string, StoredWatchState>;
  oneAtATime: <T>(key: string, task: () => Promise<T>) => Promise<T>;
  checkTicket: (ticket: string, now?: number) => TicketCheck;
  storeBatched: (write: WatchStateWrite) => Promise<number | null>;
  questionMoments: LRUCache<string, number[]>;
};

/**
 * One memory per database handle, made on first use and dropped with the handle. Per handle rather than per module
 * because the states mirror that database's rows and the batched writes go to it: test apps in one process each
 * have their own database (and a second handle on one database stands for a second process, with its own memory).
 * Nothing in it is per tenant or per caller, so every request of the app may share it; other processes are
 * reconciled by compare-and-set on the rows, not through memory.
 */
const memories = new WeakMap<Db, WatchMemory>();

/** The watch memory of the context's database (its app), made on first use. */
export function watchMemoryOf(ctx: Pick<TenantContext, 'db' | 'config'>): WatchMemory {
  const known = memories.get(ctx.db);
  if (known) return known;
  const { db } = ctx;
  const memory: WatchMemory = {
    states: new LRUCache<string, StoredWatchState>({ max: CACHE_LIMIT, ttl: CACHE_MILLISECONDS }),
    oneAtATime: createKeyedSerializer(),
    checkTicket: createTicketChecker(ctx.config.MEDIA_SIGNING_SECRET, CACHE_LIMIT),
    storeBatched: createWriteBatcher((writes: WatchStateWrite[]) => storeWatchStates(db, writes)),
    questionMoments: new LRUCache<string, number[]>({
      max: CACHE_LIMIT,
      ttl: MOMENTS_MILLISECONDS,
      fetchMethod: (lesson) => {
        const [tenantId, unitId] = lesson.split(':').map(Number) as [number, number];
        return findQuestionMoments(db, { tenantId: tenantId as TenantId, unitId });
      },
    }),
  };
  memories.set(db, memory);
  return memory;
}
