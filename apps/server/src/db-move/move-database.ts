// `npm run db:move`: the embedded PGlite database copied into an empty PostgreSQL one, then checked table by table.
//
// How the rows travel: each row leaves the source as its text (`row::text`) and enters the target cast back to the
// table's row type, so every value (microsecond times, numerics, arrays, jsonb, bytea) round-trips exactly through
// PostgreSQL's own text form rather than through JavaScript values. The copy is one transaction on the target with
// the foreign keys dropped and re-added and the tables' own triggers disabled: re-adding a key checks every row at
// once (so no table order is needed, self-references included), and the triggers (hour totals, search text, the
// report's counts) must not run again on rows whose derived tables are copied as they are. Disabling only our own
// triggers (DISABLE TRIGGER USER) and dropping keys needs only table ownership, not a superuser, which managed
// PostgreSQL services do not give. Any failure rolls the copy back.
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { prepareSchema } from './prepare-schema';
import {
  digestAll,
  listTables,
  quoteIdent,
  runOnClient,
  STABLE_TEXT_SETTINGS,
  type RunQuery,
  type TableDigest,
  type TableName,
} from './table-digest';

/** Why a move stopped before writing a row; `exitCode` tells a script what happened. */
export class MoveRefused extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

export const EXIT_TARGET_NOT_EMPTY = 3;
export const EXIT_MISMATCH = 4;

// Rows sent to the target per statement.
const BATCH_ROWS = 500;

/** Refuses a target that holds our migrations' record or any row in a table named like one of ours. */
async function assertTargetEmpty(target: RunQuery, ours: TableName[]): Promise<void> {
  const migrated = await target(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (migrated.rows[0]?.present === true)
    throw new MoveRefused(
      'The target already holds Yanxiu migrations (drizzle.__drizzle_migrations); give an empty database.',
      EXIT_TARGET_NOT_EMPTY,
    );
  const present = new Set((await listTables(target)).map((table) => table.quoted));
  for (const table of ours) {
    if (!present.has(table.quoted)) continue;
    const rows = await target(`select exists (select 1 from ${table.quoted}) as has`);
    if (rows.rows[0]?.has === true)
      throw new MoveRefused(`The target's table ${table.schema}.${table.name} has rows; give an empty database.`, EXIT_TARGET_NOT_EMPTY);
  }
}

type ForeignKey = { table: string; name: string; definition: string };

async function foreignKeys(target: RunQuery): Promise<ForeignKey[]> {
  const result = await target(
    `select format('%I.%I', n.nspname, c.relname) as table, con.conname as name, pg_get_constraintdef(con.oid) as definition
       from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
      where con.contype = 'f' and con.conparentid = 0 and n.nspname not in ('pg_catalog', 'information_schema', 'drizzle')`,
  );
  return result.rows.map((row) => ({ table: String(row.table), name: String(row.name), definition: String(row.definition) }));
}

/** The columns a row can be written to: generated ones are computed by the target itself. */
async function writableColumns(target: RunQuery, table: TableName): Promise<string[]> {
  const result = await target(
    `select column_name from information_schema.columns where table_schema = $1 and table_name = $2 and is_generated = 'NEVER' order by ordinal_position`,
    [table.schema, table.name],
  );
  return result.rows.map((row) => quoteIdent(String(row.column_name)));
}

async function copyTable(source: RunQuery, target: RunQuery, table: TableName): Promise<void> {
  const rows = (await source(`select r::text as row from ${table.quoted} r`)).rows.map((row) => String(row.row));
  if (rows.length === 0) return;
  const columns = await writableColumns(target, table);
  const picked = columns.map((column) => `(r.v).${column}`).join(', ');
  const insert = `insert into ${table.quoted} (${columns.join(', ')}) overriding system value
    select ${picked} from (select x::${table.quoted} as v from unnest($1::text[]) x) r`;
  for (let start = 0; start < rows.length; start += BATCH_ROWS) await target(insert, [rows.slice(start, start + BATCH_ROWS)]);
}

/** Every sequence of ours set to where the source's stands, so new rows do not collide with copied ones. */
async function copySequences(source: RunQuery, target: RunQuery): Promise<void> {
  const sequences = await source(
    `select format('%I.%I', schemaname, sequencename) as name, last_value, (last_value is not null) as called
       from pg_sequences where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`,
  );
  for (const sequence of sequences.rows) {
    if (sequence.called !== true) continue;
    await target(`select setval($1::regclass, $2::bigint, true)`, [sequence.name, String(sequence.last_value)]);
  }
}

export type MoveReport = { tables: TableDigest[] };

/** The copy itself, on an empty migrated target; answers each table's digest on both sides or throws on a difference. */
async function copyAll(source: RunQuery, client: pg.Client): Promise<MoveReport> {
  const target = runOnClient(client);
  const tables = await listTables(source);
  await target('begin');
  try {
    const keys = await foreignKeys(target);
    for (const key of keys) await target(`alter table ${key.table} drop constraint ${quoteIdent(key.name)}`);
    for (const table of tables) await target(`alter table ${table.quoted} disable trigger user`);
    // Preparing the schema wrote a few rows of its own (pg-boss's version and queues); the source's replace them.
    for (const table of tables) await target(`delete from ${table.quoted}`);
    for (const table of tables) await copyTable(source, target, table);
    for (const table of tables) await target(`alter table ${table.quoted} enable trigger user`);
    for (const key of keys) await target(`alter table ${key.table} add constraint ${quoteIdent(key.name)} ${key.definition}`);
    await copySequences(source, target);
    await target('commit');
  } catch (error) {
    await target('rollback').catch(() => undefined);
    throw error;
  }
  const before = await digestAll(source);
  const after = new Map((await digestAll(target)).map((digest) => [digest.table, digest]));
  const differ = before.filter((digest) => {
    const copied = after.get(digest.table);
    return !copied || copied.rows !== digest.rows || copied.md5 !== digest.md5;
  });
  if (differ.length > 0)
    throw new MoveRefused(`The copy differs from the source in: ${differ.map((digest) => digest.table).join(', ')}`, EXIT_MISMATCH);
  return { tables: before };
}

/** A PGlite handle as a RunQuery with the stable text settings applied once. */
async function sourceQuery(source: DatabaseHandle): Promise<RunQuery> {
  await source.executeSql(STABLE_TEXT_SETTINGS);
  return (text, values) => source.executeSql(text, values);
}

/**
 * Moves the database behind `source` (PGlite) into the empty PostgreSQL database at `targetUrl`: refuses a target
 * that is not empty before writing anything, migrates both, copies, then compares counts and hashes per table.
 */
export async function moveDatabase(source: DatabaseHandle, targetUrl: string): Promise<MoveReport> {
  const read = await sourceQuery(source);
  const client = new pg.Client({ connectionString: targetUrl });
  await client.connect();
  try {
    await assertTargetEmpty(runOnClient(client), await listTables(read));
    // The source may not have started since the code was upgraded: both sides must have this version's schema.
    await prepareSchema(source);
    // Two connections: pg-boss installs its queues through the pool while the schema lock holds one.
    const preparing = await openDatabase({ databaseUrl: targetUrl, poolMax: 2 });
    try {
      await prepareSchema(preparing);
    } finally {
      await preparing.close();
    }
    await client.query(STABLE_TEXT_SETTINGS);
    return await copyAll(read, client);
  } finally {
    await client.end();
  }
}
