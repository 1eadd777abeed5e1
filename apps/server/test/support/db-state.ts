import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client';

/** How many rows a table holds, to prove that a rejected call wrote nothing. */
export async function countRows(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
  return row?.count ?? 0;
}

// Every call counts towards the rate limits, refused ones too, and the counts are synced in the background: not a
// write of the call's own.
const RATE_LIMIT_COUNTS = 'rate_limit_counters';

/** Row counts by table name. */
export type RowCounts = Record<string, number>;

/**
 * The row count of every table of the application's schema, read from the catalogue so that the tables of a domain
 * added later are counted without anyone listing them. One statement, so the counts are of one moment.
 */
export async function countAllRows(db: Db): Promise<RowCounts> {
  const tables = await db.execute(
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname <> ${RATE_LIMIT_COUNTS} order by c.relname`,
  );
  const names = rowsOf<{ name: string }>(tables).map((row) => row.name);
  if (names.length === 0) return {};
  const counts = sql.join(
    names.map((name) => sql`(select count(*)::int from ${sql.identifier(name)}) as ${sql.identifier(name)}`),
    sql`, `,
  );
  return rowsOf<RowCounts>(await db.execute(sql`select ${counts}`))[0] ?? {};
}

// Both drivers answer `execute` with `{ rows }`; drizzle's common type does not say so.
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The tables whose counts differ, as `table: before -> after`; empty when nothing was added or removed. */
export function changedTables(before: RowCounts, after: RowCounts): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).map((name) => `${name}: ${before[name] ?? 0} -> ${after[name] ?? 0}`);
}

/**
 * Follows the row counts of every table from one call to the next, recounting only when something may have been
 * written: every INSERT, UPDATE or DELETE takes a transaction id, so while the server's next transaction id
 * (`pg_snapshot_xmax`) has not moved, no row can have changed and the last counts still hold. Most refused requests
 * write nothing, so most checks are one tiny query instead of a count of every table. PostgreSQL only (the security
 * suite's database).
 */
export async function watchRowCounts(db: Db): Promise<{ changesSinceLastCall(): Promise<string[]> }> {
  const nextTransactionId = async () =>
    rowsOf<{ xmax: string }>(await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`))[0]?.xmax;
  // Read before counting: a write landing between the two moves the id, so the next call recounts.
  let seen = await nextTransactionId();
  let counts = await countAllRows(db);
  return {
    async changesSinceLastCall() {
      const now = await nextTransactionId();
      if (now === seen) return [];
      seen = now;
      const before = counts;
      counts = await countAllRows(db);
      return changedTables(before, counts);
    },
  };
}
