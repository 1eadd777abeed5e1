// What a move or a restore must find equal on both sides: every table of ours, its row count and a hash of its rows.
import type pg from 'pg';

/** Runs one parameterised statement; PGlite's handle and a pg client both fit through a small adapter. */
export type RunQuery = (text: string, values?: readonly unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;

/** A table as `schema.name`, quoted for SQL. */
export type TableName = { schema: string; name: string; quoted: string };

export type TableDigest = { table: string; rows: number; md5: string };

// drizzle keeps its record of applied migrations here; the target writes its own when migrated, so it is not copied.
const MIGRATIONS_SCHEMA = 'drizzle';

function quoteIdent(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
}

/** Our tables: every ordinary table outside PostgreSQL's own schemas and the migrations' record, in name order. */
export async function listTables(run: RunQuery): Promise<TableName[]> {
  const result = await run(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname not in ('pg_catalog', 'information_schema', $1) and n.nspname not like 'pg\\_%'
      order by n.nspname collate "C", c.relname collate "C"`,
    [MIGRATIONS_SCHEMA],
  );
  return result.rows.map((row) => {
    const schema = String(row.schema);
    const name = String(row.name);
    return { schema, name, quoted: `${quoteIdent(schema)}.${quoteIdent(name)}` };
  });
}

/**
 * Session settings under which a row's text is the same on any server: times in UTC and ISO, and byte order
 * ("C") for sorting the rows, since the target's default collation may differ from PGlite's.
 */
export const STABLE_TEXT_SETTINGS = `set timezone = 'UTC'; set datestyle = 'ISO, MDY'; set intervalstyle = 'postgres'; set extra_float_digits = 1`;

/** Row count and the md5 of the table's rows as text, sorted byte-wise (the session must hold STABLE_TEXT_SETTINGS). */
export async function digestTable(run: RunQuery, table: TableName): Promise<TableDigest> {
  const result = await run(
    `select count(*)::int as rows, md5(coalesce(string_agg(r::text, E'\\n' order by r::text collate "C"), '')) as md5 from ${table.quoted} r`,
  );
  const row = result.rows[0] ?? {};
  return { table: `${table.schema}.${table.name}`, rows: Number(row.rows), md5: String(row.md5) };
}

export async function digestAll(run: RunQuery): Promise<TableDigest[]> {
  const digests: TableDigest[] = [];
  for (const table of await listTables(run)) digests.push(await digestTable(run, table));
  return digests;
}

/** A pg client as a RunQuery. */
export function runOnClient(client: pg.Client | pg.PoolClient): RunQuery {
  return async (text, values) => client.query(text, values?.length ? [...values] : undefined);
}

export { quoteIdent };
