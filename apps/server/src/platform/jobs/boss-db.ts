import { Param, sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { DatabaseHandle, Executor } from '@server/db/client';

/** pg-boss's queries on the app's own database, whichever engine is behind it (the `db` option of pg-boss). */
export function bossDbOf(handle: DatabaseHandle): PgBoss.Db {
  return { executeSql: (text, values) => handle.executeSql(text, values) };
}

/**
 * pg-boss's queries inside a drizzle transaction, so a job is written with the change that starts it. pg-boss numbers
 * its parameters ($1, $2...); drizzle binds its own, so each placeholder becomes a bound parameter (a Param, so an
 * array stays one array value instead of a list).
 */
export function bossDbOfTx(tx: Executor): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = (await tx.execute(withParams(text, values ?? []))) as unknown as { rows: Array<Record<string, unknown>> };
      return { rows: result.rows };
    },
  };
}

function withParams(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${new Param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
