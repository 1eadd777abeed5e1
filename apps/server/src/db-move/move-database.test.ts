// `npm run db:move` as an operator runs it (the CLI in its own process) from a demo-seeded PGlite data folder into
// databases of the test cluster: a non-empty target is refused untouched; an empty one receives every row, equal by
// count and hash per table, and the app starts on it and signs a teacher in.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { createDeps, prepareDatabase } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { adminQuery, BASE_TEST_ENV, buildPgliteTemplate, databaseUrl } from '../../test/support/database-template';
import { DEMO, DEMO_PASSWORD } from '../../test/support/test-app';
import { EXIT_TARGET_NOT_EMPTY } from './move-database';
import { digestAll, runOnClient, STABLE_TEXT_SETTINGS, type TableDigest } from './table-digest';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const tsx = path.join(serverDir, '../../node_modules/.bin/tsx');
const adminUrl = process.env.TEST_PG_ADMIN_URL ?? '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yanxiu-move-'));

type Run = { code: number; stdout: string; stderr: string };

function runMove(targetUrl: string): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...BASE_TEST_ENV, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(tsx, ['src/db-move/move-cli.ts', '--to', targetUrl], { cwd: serverDir, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

async function newDatabase(): Promise<string> {
  const name = `move_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return databaseUrl(adminUrl, name);
}

async function onTarget<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const tablesWithRows = (url: string): Promise<string[]> =>
  onTarget(url, async (client) => (await digestAll(runOnClient(client))).filter((table) => table.rows > 0).map((table) => table.table));

const schemasOf = (url: string): Promise<string[]> =>
  onTarget(url, async (client) => {
    const result = await client.query<{ nspname: string }>(
      `select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema' order by 1`,
    );
    return result.rows.map((row) => row.nspname);
  });

async function sourceDigests(): Promise<{ tables: TableDigest[]; sequences: unknown[] }> {
  const source = await openDatabase({ dataDir });
  try {
    await source.executeSql(STABLE_TEXT_SETTINGS);
    const run = (text: string, values?: readonly unknown[]) => source.executeSql(text, values);
    return { tables: await digestAll(run), sequences: (await source.executeSql(SEQUENCES)).rows };
  } finally {
    await source.close();
  }
}

const SEQUENCES = `select schemaname, sequencename, last_value::text from pg_sequences where schemaname <> 'drizzle' order by 1, 2`;

beforeAll(async () => {
  // The demo seed on an embedded database written to disk, as `npm start` leaves DATA_DIR.
  const seeded = await buildPgliteTemplate(dataDir);
  const disk = await openDatabase({ dataDir, pgliteSnapshot: seeded });
  await disk.close();
}, 240_000);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run db:move', () => {
  it('refuses a target with rows in a table of ours and writes nothing', async () => {
    const url = await newDatabase();
    await onTarget(url, (client) => client.query(`create table users (id integer); insert into users values (1)`));

    const run = await runMove(url);

    expect(run.code).toBe(EXIT_TARGET_NOT_EMPTY);
    expect(run.stderr).toContain("The target's table public.users has rows");
    expect(run.stderr).toContain('Nothing was copied.');
    expect(await schemasOf(url)).toEqual(['public']);
    expect(await tablesWithRows(url)).toEqual(['public.users']);
    expect(
      await onTarget(
        url,
        async (client) => (await client.query('select count(*)::int as n from pg_tables where schemaname = $1', ['public'])).rows[0].n,
      ),
    ).toBe(1);
  }, 60_000);

  it('refuses a target that already holds our migrations, even with no rows', async () => {
    const url = await newDatabase();
    const migrated = await openDatabase({ databaseUrl: url, poolMax: 1 });
    await runMigrations(migrated);
    await migrated.close();
    const before = await onTarget(url, async (client) =>
      (await digestAll(runOnClient(client))).map((table) => `${table.table}:${table.rows}`),
    );

    const run = await runMove(url);

    expect(run.code).toBe(EXIT_TARGET_NOT_EMPTY);
    expect(run.stderr).toContain('already holds Yanxiu migrations');
    expect(await schemasOf(url)).not.toContain('pgboss');
    expect(
      await onTarget(url, async (client) => (await digestAll(runOnClient(client))).map((table) => `${table.table}:${table.rows}`)),
    ).toEqual(before);
  }, 60_000);

  it('copies every row into an empty PostgreSQL, equal by count and hash, and the app signs a teacher in there', async () => {
    const url = await newDatabase();

    const run = await runMove(url);

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`DATABASE_URL=${url}`);
    expect(run.stdout).toContain(`${dataDir}/files`);
    const source = await sourceDigests();
    const target = await onTarget(url, async (client) => {
      await client.query(STABLE_TEXT_SETTINGS);
      return { tables: await digestAll(runOnClient(client)), sequences: (await client.query(SEQUENCES)).rows };
    });
    expect(target.tables).toEqual(source.tables);
    expect(target.sequences).toEqual(source.sequences);
    // Rows the seed wrote through triggers (hour totals, the report's unit counts) and pg-boss's queues came across as
    // they were, not recomputed or doubled.
    const rows = new Map(target.tables.map((table) => [table.table, table.rows]));
    for (const table of ['public.users', 'public.learning_hour_totals', 'public.learning_report_unit_counts', 'pgboss.queue'])
      expect(rows.get(table), table).toBeGreaterThan(0);

    const config = loadConfig({ ...BASE_TEST_ENV, DEMO_DATA: 'false', DATA_DIR: dataDir, DATABASE_URL: url });
    const deps = await createDeps(config);
    try {
      await prepareDatabase(deps);
      const app = await buildApp(deps);
      await app.ready();
      const login = await app.inject({
        method: 'POST',
        url: '/api/oauthService/login',
        query: { appId: DEMO.appId },
        headers: { host: DEMO.host },
        payload: { username: 'teacher', password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      await app.close();
    } finally {
      await deps.database.close();
    }
  }, 180_000);
});
