import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** The database as repositories see it, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** An open transaction. */
export type Tx = PgTransaction<PgQueryResultHKT>;
/** Anything a repository can run a query on: the database or a transaction. */
export type Executor = Db | Tx;

/**
 * Wraps a builder of a prepared query so it runs once per executor and is reused after. Meant for queries run on
 * every request: building a drizzle query from scratch was a large share of the server's CPU per request, and a
 * named statement lets PostgreSQL parse and plan once per connection instead of per call (planning the session
 * join cost more than running it; docs/performance-log.md). Transactions are executors of their own, so inside one
 * this only saves the repeats within it. Results are never kept: every call still runs the query.
 */
export function preparedPer<T>(build: (db: Executor) => T): (db: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (db) => {
    let prepared = built.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}

export type DatabaseDriver = 'pglite' | 'postgres';

/** An open database with the means to check and close it. */
export type DatabaseHandle = {
  db: Db;
  driver: DatabaseDriver;
  /** Throws unless the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Runs `work` holding a database-wide lock, so concurrent processes take turns (used for migrations). */
  withExclusiveLock<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Runs SQL text on the driver itself, for libraries that bring their own SQL (the pg-boss job queue): with values
   * one parameterised statement, without them any number of statements (the result of the last).
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  /**
   * LISTENs on a channel (a plain lower-case name): PostgreSQL through one connection of its own, PGlite in this
   * process. Answers how to stop listening. Used to tell every process what another one committed (the live bell).
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole database as a gzipped archive (a backup, or a template for tests). */
  snapshot?(): Promise<Blob>;
  /** PostgreSQL only: the connection pool's use now (the metrics read it when scraped). */
  poolUse?(): { total: number; idle: number; waiting: number; max: number };
};

export type DatabaseOptions = {
  /** PostgreSQL connection string; absent means embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` keeps them in memory (tests). */
  dataDir?: string;
  poolMax?: number;
  /**
   * PostgreSQL only: how long a query waits for a connection (opening one, or a free one of a busy pool) before it
   * fails, which the API answers with 503. Without it an unreachable server (packets dropped, not refused) holds every
   * request until the operating system gives up, minutes later. Absent: wait indefinitely.
   */
  connectTimeoutMillis?: number;
  /** PGlite only: start from this archive (made by `snapshot`) instead of an empty database. */
  pgliteSnapshot?: Blob;
};

// An arbitrary constant shared by every process of this application.
const MIGRATION_LOCK_KEY = 7_202_611;

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite under the data directory. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 10, options.connectTimeoutMillis);
  return openPglite(options.dataDir ?? 'memory://', options.pgliteSnapshot);
}

function openPostgres(url: string, poolMax: number, connectTimeoutMillis: number | undefined): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    ...(connectTimeoutMillis ? { connectionTimeoutMillis: connectTimeoutMillis } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    async executeSql(text, values) {
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values?.length ? [...values] : undefined);
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    listen: (channel, onPayload) => listenOnPostgres(url, channel, onPayload),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolMax }),
    async withExclusiveLock(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await work(drizzlePg(client) as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
  };
}

function assertChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

// How long a lost listening connection waits before it connects again.
const RELISTEN_MILLISECONDS = 1000;

/**
 * A connection of its own (outside the pool, which would lose it to other queries) that listens on one channel and
 * connects again when the server drops it; notifications sent while it was away are lost, which its users accept
 * (the bell re-reads its count when the stream reconnects).
 */
async function listenOnPostgres(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  const name = assertChannel(channel);
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === name) onPayload(message.payload ?? '');
    });
    next.on('error', () => {
      if (stopped) return;
      void next.end().catch(() => undefined);
      setTimeout(() => void connect().catch(() => undefined), RELISTEN_MILLISECONDS).unref();
    });
    await next.connect();
    await next.query(`listen ${name}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/**
 * PGlite's PostgreSQL runs inside one WebAssembly memory, which grows on demand and never shrinks: what it ever
 * needed stays resident. Its defaults (shared_buffers 128 MB, maintenance_work_mem 64 MB) left the embedded
 * server holding far more memory idle (docs/performance-log.md). PGlite reads its files through Node, so the
 * operating system's page cache already keeps hot pages; a small buffer pool costs little, and index builds
 * (migrations, the seed) sort in smaller runs. See docs/architecture.md, "Memory of the embedded database".
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=32MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'temp_buffers=2MB',
];

/** The empty initialised database the build writes beside main.js (build.mjs); absent when run from source. */
const EMPTY_DATABASE_ARCHIVE = fileURLToPath(new URL('./pglite-empty.tar.gz', import.meta.url));

/**
 * What a new data directory starts from: the snapshot asked for, else the build's empty database, so PGlite need not
 * run initdb, whose peak memory was the embedded server's largest; undefined runs initdb.
 */
function initialArchive(location: string, snapshot: Blob | undefined): Blob | undefined {
  if (snapshot) return snapshot;
  if (location.startsWith('memory://') || fs.existsSync(path.join(location, 'PG_VERSION')) || !fs.existsSync(EMPTY_DATABASE_ARCHIVE))
    return undefined;
  return new Blob([fs.readFileSync(EMPTY_DATABASE_ARCHIVE)]);
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const location = inMemory ? dataDir : path.join(dataDir, 'pglite');
  if (!inMemory) fs.mkdirSync(location, { recursive: true });
  const archive = initialArchive(location, snapshot);
  const client = await PGlite.create(location, { startParams: PGLITE_START_PARAMS, ...(archive ? { loadDataDir: archive } : {}) });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    async executeSql(text, values) {
      if (values?.length) return client.query<Record<string, unknown>>(text, [...values]);
      // The extended protocol of `query` takes one statement; `exec` takes a script.
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    },
    listen: (channel, onPayload) => client.listen(assertChannel(channel), onPayload),
    // PGlite is one connection in this process, so there is nobody to take turns with.
    withExclusiveLock: (work) => work(db),
    snapshot: () => client.dumpDataDir('gzip'),
  };
}
