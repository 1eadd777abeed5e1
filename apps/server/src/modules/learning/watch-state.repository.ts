import { and, eq, sql } from 'drizzle-orm';
import { preparedPer, type Executor } from '../../db/client';
import { lessonWatchStates } from '../../db/schema/learning';
import { coverage, type Interval, type WatchState } from './watch-credit';

// Watch states are read and written by key only. The write is a compare-and-set on `last_seq` (every accepted
// heartbeat raises it), so two processes applying heartbeats of the same lesson cannot overwrite each other's
// intervals: the loser re-reads and applies its heartbeat again.

export type WatchKey = { tenantId: number; unitId: number; userId: number };

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
