import { and, eq, sql } from 'drizzle-orm';
import { preparedPer, type Executor } from '@server/db/client';
import { lessonWatchStates } from '@server/db/schema/learning';
import { findCheck } from './presence-checks.repository';
import type { WatchKey } from './watch-key';
import type { PresenceState } from './presence-rules';
import { coverage, type Interval, type WatchState } from './watch-credit';

// Watch states are read and written by key only. The write is a compare-and-set on `last_seq` (every accepted
// heartbeat raises it), so two processes applying heartbeats of the same lesson cannot overwrite each other's
// intervals: the loser re-reads and applies its heartbeat again. Presence changes (a check issued or judged) raise
// `presence_version`, compared as well, so an answer stored by another process is never overwritten by a heartbeat.

/** A stored state with its count of accepted heartbeats and its presence checks. */
export type StoredWatchState = { state: WatchState; heartbeats: number; presence: PresenceState };

/** What a write expects the row still to hold: the last sequence number and the presence version. */
export type Expected = { seq: number | null; version: number };

export const expectedOf = (stored: StoredWatchState): Expected => ({
  seq: stored.state.last?.seq ?? null,
  version: stored.presence.version,
});

type Row = typeof lessonWatchStates.$inferSelect;
type ReadRow = Pick<
  Row,
  | 'intervals'
  | 'lastSeq'
  | 'lastSentAt'
  | 'lastPosition'
  | 'lastVisible'
  | 'startedAt'
  | 'completed'
  | 'heartbeats'
  | 'presenceDueAt'
  | 'presenceCheckId'
  | 'presenceHeldSince'
  | 'presenceVersion'
>;

/** The row as state; the pending check's details are in its own table, read only when the row names one. */
async function toStored(db: Executor, key: WatchKey, row: ReadRow): Promise<StoredWatchState> {
  const last =
    row.lastSeq === null || row.lastSentAt === null || row.lastPosition === null
      ? null
      : { seq: row.lastSeq, sentAt: row.lastSentAt, position: row.lastPosition, visible: row.lastVisible ?? false };
  const pending = row.presenceCheckId === null ? null : await findCheck(db, key, row.presenceCheckId);
  return {
    state: { intervals: row.intervals as Interval[], last, startedAt: row.startedAt, completed: row.completed },
    heartbeats: row.heartbeats,
    presence: { dueAt: row.presenceDueAt, pending, heldSince: row.presenceHeldSince, version: row.presenceVersion },
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
  return toStored(db, key, row);
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
      presenceDueAt: lessonWatchStates.presenceDueAt,
      presenceCheckId: lessonWatchStates.presenceCheckId,
      presenceHeldSince: lessonWatchStates.presenceHeldSince,
      presenceVersion: lessonWatchStates.presenceVersion,
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
  return rows[0] ? toStored(db, key, rows[0]) : undefined;
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
      heartbeats: sql`${lessonWatchStates.heartbeats} + ${sql.placeholder('addHeartbeats')}::int`,
      presenceDueAt: sql`${sql.placeholder('presenceDueAt')}::bigint`,
      presenceCheckId: sql`${sql.placeholder('presenceCheckId')}::uuid`,
      presenceHeldSince: sql`${sql.placeholder('presenceHeldSince')}::bigint`,
      presenceVersion: sql`${sql.placeholder('presenceVersion')}::int`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(lessonWatchStates.tenantId, sql.placeholder('tenantId')),
        eq(lessonWatchStates.unitId, sql.placeholder('unitId')),
        eq(lessonWatchStates.userId, sql.placeholder('userId')),
        sql`${lessonWatchStates.lastSeq} is not distinct from ${sql.placeholder('expectedSeq')}::bigint`,
        sql`${lessonWatchStates.presenceVersion} = ${sql.placeholder('expectedVersion')}::int`,
      ),
    )
    .returning({ heartbeats: lessonWatchStates.heartbeats })
    .prepare('watch_state_compare_and_set'),
);

/**
 * Stores `next` and its presence if the row still holds what `expected` says; answers the new heartbeat count, or
 * null when another writer got there first. `heartbeat` false stores a presence change alone (an answer).
 */
export async function storeWatchState(
  db: Executor,
  key: WatchKey,
  expected: Expected,
  next: WatchState,
  presence: PresenceState,
  heartbeat = true,
): Promise<number | null> {
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
    addHeartbeats: heartbeat ? 1 : 0,
    presenceDueAt: presence.dueAt,
    presenceCheckId: presence.pending?.id ?? null,
    presenceHeldSince: presence.heldSince,
    presenceVersion: presence.version,
    expectedSeq: expected.seq,
    expectedVersion: expected.version,
  });
  return rows[0]?.heartbeats ?? null;
}

/**
 * One compare-and-set of a batch: store `next` (and when the next check is due) if the row is still as `expected`
 * says. Batched writes never change the pending check: those go through storeWatchState in a transaction.
 */
export type WatchStateWrite = { key: WatchKey; expected: Expected; next: WatchState; presenceDueAt: number | null };

const arrayOf = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}[]`;
const w = lessonWatchStates;

// The batch below, prepared once per database: its text is the same for any number of writes (one array parameter
// per column), so PostgreSQL parses and plans it once per connection instead of for every batch.
const compareAndSetMany = preparedPer((db) =>
  db
    .update(w)
    .set({
      intervals: sql`v.intervals::jsonb`,
      watchedSeconds: sql`v.watched_seconds`,
      lastSeq: sql`v.last_seq`,
      lastSentAt: sql`v.last_sent_at`,
      lastPosition: sql`v.last_position`,
      lastVisible: sql`v.last_visible`,
      startedAt: sql`v.started_at`,
      completed: sql`v.completed`,
      heartbeats: sql`${w.heartbeats} + 1`,
      presenceDueAt: sql`v.presence_due_at`,
      updatedAt: sql`now()`,
    })
    .from(
      sql`unnest(${arrayOf('tenantIds', 'int')}, ${arrayOf('unitIds', 'bigint')}, ${arrayOf('userIds', 'bigint')}, ${arrayOf('intervals', 'text')},
                 ${arrayOf('watchedSeconds', 'float8')}, ${arrayOf('lastSeqs', 'bigint')}, ${arrayOf('lastSentAts', 'bigint')},
                 ${arrayOf('lastPositions', 'float8')}, ${arrayOf('lastVisibles', 'boolean')}, ${arrayOf('startedAts', 'bigint')},
                 ${arrayOf('completeds', 'boolean')}, ${arrayOf('presenceDueAts', 'bigint')}, ${arrayOf('expectedSeqs', 'bigint')},
                 ${arrayOf('expectedVersions', 'int')})
        as v(tenant_id, unit_id, user_id, intervals, watched_seconds, last_seq, last_sent_at, last_position, last_visible, started_at, completed,
             presence_due_at, expected_seq, expected_version)`,
    )
    .where(
      sql`${w.tenantId} = v.tenant_id and ${w.unitId} = v.unit_id and ${w.userId} = v.user_id and ${w.lastSeq} is not distinct from v.expected_seq
        and ${w.presenceVersion} = v.expected_version`,
    )
    .returning({ tenantId: w.tenantId, unitId: w.unitId, userId: w.userId, heartbeats: w.heartbeats })
    .prepare('watch_states_compare_and_set_many'),
);

/**
 * Many compare-and-sets in one statement (heartbeats that arrived together), each judged on its own row; answers
 * per write the new heartbeat count, or null when its row had moved on. Keys must be distinct within a batch.
 * One statement and one commit for the lot is what lets a 2-core machine take thousands of heartbeats a second.
 */
export async function storeWatchStates(db: Executor, writes: readonly WatchStateWrite[]): Promise<Array<number | null>> {
  if (writes.length === 0) return [];
  const column = <T>(pick: (write: WatchStateWrite) => T) => writes.map(pick);
  const rows = await compareAndSetMany(db).execute({
    tenantIds: column((write) => write.key.tenantId),
    unitIds: column((write) => write.key.unitId),
    userIds: column((write) => write.key.userId),
    intervals: column((write) => JSON.stringify(write.next.intervals)),
    watchedSeconds: column((write) => coverage(write.next)),
    lastSeqs: column((write) => write.next.last?.seq ?? null),
    lastSentAts: column((write) => write.next.last?.sentAt ?? null),
    lastPositions: column((write) => write.next.last?.position ?? null),
    lastVisibles: column((write) => write.next.last?.visible ?? null),
    startedAts: column((write) => write.next.startedAt),
    completeds: column((write) => write.next.completed),
    presenceDueAts: column((write) => write.presenceDueAt),
    expectedSeqs: column((write) => write.expected.seq),
    expectedVersions: column((write) => write.expected.version),
  });
  const stored = new Map(rows.map((row) => [`${row.tenantId}:${row.unitId}:${row.userId}`, row.heartbeats]));
  return writes.map((write) => stored.get(`${write.key.tenantId}:${write.key.unitId}:${write.key.userId}`) ?? null);
}
