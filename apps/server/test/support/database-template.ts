// The migrated, demo-seeded database every API test app starts from, built once per run by the projects' global
// setups (migrating and seeding costs seconds; a hundred files did it once each) and copied per app. The seed also
// writes sample media into the blob store, so the template comes with a data folder that each test process copies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDeps, prepareDatabase } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { openDatabase, type DatabaseHandle } from '@server/db/client';

// Jobs run only when a test asks (runQueuedJobs in support/jobs.ts), so no app polls a queue behind a test's back.
export const BASE_TEST_ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'true', JOBS_RUN: 'false' } as const;

/** Where a global setup leaves the template for the test processes (they inherit the environment). */
export const TEMPLATE_ENV = {
  postgres: 'TEST_PG_TEMPLATE',
  pglite: 'TEST_PGLITE_TEMPLATE',
  // One per kind: the two seeds name their files differently, and both projects share one environment.
  postgresDataDir: 'TEST_PG_SEED_DATA_DIR',
  pgliteDataDir: 'TEST_PGLITE_SEED_DATA_DIR',
} as const;

const PGLITE_ARCHIVE_TYPE = 'application/x-gzip';

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function prepare(handle: DatabaseHandle, dataDir: string): Promise<void> {
  await prepareDatabase(await createDeps(loadConfig({ ...BASE_TEST_ENV, DATA_DIR: dataDir }), handle));
}

/** Creates a migrated, seeded PostgreSQL database to copy (CREATE DATABASE … TEMPLATE) and answers its name. */
export async function buildPostgresTemplate(adminUrl: string, dataDir: string): Promise<string> {
  const name = `tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolMax: 2 });
  try {
    await prepare(handle, dataDir);
  } finally {
    await handle.close();
  }
  return name;
}

/** A migrated, seeded PGlite database as an archive to start from. */
export async function buildPgliteTemplate(dataDir: string): Promise<Blob> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await prepare(handle, dataDir);
    return await handle.snapshot!();
  } finally {
    await handle.close();
  }
}

export async function writePgliteTemplate(file: string, template: Blob): Promise<void> {
  await fs.promises.writeFile(file, Buffer.from(await template.arrayBuffer()));
}

export async function readPgliteTemplate(file: string): Promise<Blob> {
  return new Blob([await fs.promises.readFile(file)], { type: PGLITE_ARCHIVE_TYPE });
}

/** For a global setup: a folder for the seed's files, removed by the returned function. */
export function seedDataDir(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yanxiu-seed-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
