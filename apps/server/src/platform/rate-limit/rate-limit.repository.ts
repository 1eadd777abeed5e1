import { lt, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { rateLimitCounters } from '@server/db/schema/rate-limit';

/** Calls of one key in one fixed window (windowStart in epoch milliseconds). */
export type WindowCount = { key: string; windowStart: number; count: number };

// Both drivers answer `execute` with `{ rows }`; drizzle's common type does not say so.
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Adds each key's calls to its window's shared count and answers the totals after the addition, every process's
 * included, in one statement (the batch as JSON, the same on PostgreSQL and PGlite). Each (key, window) must appear
 * once in `counts`.
 */
export async function addWindowCounts(db: Executor, counts: readonly WindowCount[]): Promise<WindowCount[]> {
  if (counts.length === 0) return [];
  const batch = JSON.stringify(
    counts.map(({ key, windowStart, count }) => ({ key, window_start: new Date(windowStart).toISOString(), count })),
  );
  const result = await db.execute(sql`
    insert into ${rateLimitCounters} as c (key, window_start, count)
      select key, window_start, count from json_to_recordset(${batch}::json) as r(key text, window_start timestamptz, count integer)
    on conflict (key, window_start) do update set count = c.count + excluded.count
    returning c.key, (extract(epoch from c.window_start) * 1000)::bigint::text as window_start, c.count`);
  return rowsOf<{ key: string; window_start: string; count: number }>(result).map((row) => ({
    key: row.key,
    windowStart: Number(row.window_start),
    count: Number(row.count),
  }));
}

/** Forgets the counts of windows that started before `before` (ended ones); answers how many rows went. */
export async function sweepEndedWindows(db: Executor, before: Date): Promise<number> {
  const gone = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before))
    .returning({ key: rateLimitCounters.key });
  return gone.length;
}
