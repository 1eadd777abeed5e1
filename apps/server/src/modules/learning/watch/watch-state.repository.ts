import { and, eq, sql } from 'drizzle-orm';
import { preparedPer, type Executor } from '@server/db/client';
import { lessonWatchStates } from '@server/db/schema/learning';
import { coverage, type Interval, type WatchState } from './watch-credit';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Watch states are read and written by key only. The write is a compare-and-set on `last_seq` (every accepted
// heartbeat raises it), so two processes applying heartbeats of the same lesson cannot overwrite each other's
// intervals: the loser re-reads and applies its heartbeat again.

export type WatchKey = { tenantId: TenantId; unitId: number; userId: number };

/** A stored state with its count of accepted heartbeats. */
export type StoredWatchState = { state: WatchState; heartbeats: number };

type Row = typeof lessonWatchStates.$inferSelect;

function toStored(row: Pick<Row, 'intervals' | 'lastSeq' | 'lastSentAt' | 'lastPosition' | 'lastVisible' | 'startedAt' | 'completed' | 'heartbeats'>): StoredWatchState {
  const last =
    row.lastSeq === null || row.lastSentAt === null || row.lastPosition === null
      ? null
      : { seq: row.lastSeq, sentAt: row.lastSentAt, position: row.lastPosition, visible: row.lastVisible ?? false };
  return {
    state: { intervals: row.intervals as Interval[], last, startedAt: row.startedAt, completed: row.completed },
    heartbeats: row.heartbeats,
  };
}

const byKey = (key: WatchKey) =>
  and(eq(lessonWatchStates.tenantId, key.tenantId), eq(lessonWatchStates.unitId, key.unitId), eq(lessonWatchStates.userId, key.userId));

/** The state of a lesson for a teacher, creating the empty one on first opening. */
export async function openWatchState(db: Executor, key: WatchKey): Promise<StoredWatchState> {
  await db.insert(lessonWatchStates).values(key).onConflictDoNothing();
  const rows = await db.select().from(lessonWatchStates).where(byKey(key)).limit(1);
  const row = rows[0];
  if (!row) throw new Error('watch state vanished right after it was created');
  return toStored(row);
}

// Heartbeats run these two, so they are prepared once per database (see preparedPer).
const selectState = preparedPer((db) =>
  db
    .select({
      intervals: lessonWatchStates.intervals,
      lastSeq: lessonWatchStates.lastSeq,
      lastSentAt: lessonWatchStates.lastSentAt,
      lastPosition: lessonWatchStates.lastPosition,
      lastVisible: lessonWatchStates.lastVisible,
      startedAt: lessonWatchStates.startedAt,
      completed: lessonWatchStates.completed,
      heartbeats: lessonWatchStates.heartbeats,
    })
    .from(lessonWatchStates)
    .where(
      and(
        eq(lessonWatchStates.tenantId, sql.placeholder('tenantId')),
        eq(lessonWatchStates.unitId, sql.placeholder('unitId')),
        eq(lessonWatchStates.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('watch_state_by_key'),
);

export async function readWatchState(db: Executor, key: WatchKey): Promise<StoredWatchState | undefined> {
  const rows = await selectState(db).execute(key);
  return rows[0] ? toStored(rows[0]) : undefined;
}

const compareAndSet = preparedPer((db) =>
  db
    .update(lessonWatchStates)
    .set({
      intervals: sql`${sql.placeholder('intervals')}::jsonb`,
      watchedSeconds: sql`${sql.placeholder('watchedSeconds')}::float8`,
      lastSeq: sql`${sql.placeholder('lastSeq')}::bigint`,
      lastSentAt: sql`${sql.placeholder('lastSentAt')}::bigint`,
      lastPosition: sql`${sql.placeholder('lastPosition')}::float8`,
      lastVisible: sql`${sql.placeholder('lastVisible')}::boolean`,
      startedAt: sql`${sql.placeholder('startedAt')}::bigint`,
      completed: sql`${sql.placeholder('completed')}::boolean`,
      heartbeats: sql`${lessonWatchStates.heartbeats} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(lessonWatchStates.tenantId, sql.placeholder('tenantId')),
        eq(lessonWatchStates.unitId, sql.placeholder('unitId')),
        eq(lessonWatchStates.userId, sql.placeholder('userId')),
        sql`${lessonWatchStates.lastSeq} is not distinct from ${sql.placeholder('expectedSeq')}::bigint`,
      ),
    )
    .returning({ heartbeats: lessonWatchStates.heartbeats })
    .prepare('watch_state_compare_and_set'),
);

/**
 * Stores `next` (one more accepted heartbeat) if the row still holds the state whose last sequence number was
 * `expectedSeq`; answers the new heartbeat count, or null when another writer got there first.
 */
export async function storeWatchState(db: Executor, key: WatchKey, expectedSeq: number | null, next: WatchState): Promise<number | null> {
  const last = next.last;
  const rows = await compareAndSet(db).execute({
    ...key,
    intervals: JSON.stringify(next.intervals),
    watchedSeconds: coverage(next),
    lastSeq: last?.seq ?? null,
    lastSentAt: last?.sentAt ?? null,
    lastPosition: last?.position ?? null,
    lastVisible: last?.visible ?? null,
    startedAt: next.startedAt,
    completed: next.completed,
    expectedSeq,
  });
  return rows[0]?.heartbeats ?? null;
}

/** One compare-and-set of a batch: store `next` if the row's last sequence number is still `expectedSeq`. */
export type WatchStateWrite = { key: WatchKey; expectedSeq: number | null; next: WatchState };

/**
 * Many compare-and-sets in one statement (heartbeats that arrived together), each judged on its own row; answers
 * per write the new heartbeat count, or null when its row had moved on. Keys must be distinct within a batch.
 * One statement and one commit for the lot is what lets a 2-core machine take thousands of heartbeats a second.
 */
export async function storeWatchStates(db: Executor, writes: readonly WatchStateWrite[]): Promise<Array<number | null>> {
  if (writes.length === 0) return [];
  // One array parameter per column (a bare array in drizzle's `sql` would expand into a list of parameters).
  const column = <T>(pick: (write: WatchStateWrite) => T) => sql.param(writes.map(pick));
  const result = await db.execute(sql`
    update lesson_watch_states as w
       set intervals = v.intervals::jsonb, watched_seconds = v.watched_seconds, last_seq = v.last_seq, last_sent_at = v.last_sent_at,
           last_position = v.last_position, last_visible = v.last_visible, started_at = v.started_at, completed = v.completed,
           heartbeats = w.heartbeats + 1, updated_at = now()
      from unnest(${column((write) => write.key.tenantId)}::int[], ${column((write) => write.key.unitId)}::bigint[],
                  ${column((write) => write.key.userId)}::bigint[], ${column((write) => JSON.stringify(write.next.intervals))}::text[],
                  ${column((write) => coverage(write.next))}::float8[], ${column((write) => write.next.last?.seq ?? null)}::bigint[],
                  ${column((write) => write.next.last?.sentAt ?? null)}::bigint[], ${column((write) => write.next.last?.position ?? null)}::float8[],
                  ${column((write) => write.next.last?.visible ?? null)}::boolean[], ${column((write) => write.next.startedAt)}::bigint[],
                  ${column((write) => write.next.completed)}::boolean[], ${column((write) => write.expectedSeq)}::bigint[])
           as v(tenant_id, unit_id, user_id, intervals, watched_seconds, last_seq, last_sent_at, last_position, last_visible, started_at, completed, expected_seq)
     where w.tenant_id = v.tenant_id and w.unit_id = v.unit_id and w.user_id = v.user_id and w.last_seq is not distinct from v.expected_seq
    returning w.tenant_id, w.unit_id, w.user_id, w.heartbeats`);
  const rows = (result as unknown as { rows: Array<{ tenant_id: number; unit_id: string | number; user_id: string | number; heartbeats: number }> }).rows;
  const stored = new Map(rows.map((row) => [`${row.tenant_id}:${row.unit_id}:${row.user_id}`, Number(row.heartbeats)]));
  return writes.map((write) => stored.get(`${write.key.tenantId}:${write.key.unitId}:${write.key.userId}`) ?? null);
}
