// The built server on embedded PGlite (what `npm start` runs without DATABASE_URL), for benchmarks that measure the
// embedded database: a first start migrates and seeds a fresh data directory, then `prepare` writes to it straight
// through PGlite while no server has it open (PGlite is one process's database), and the server starts again on it.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serverEntry, startServer, type RunningServer } from '../e2e/support/server';
import { childPid } from './cpu';
import type { RunQuery } from './watchers';

export type EmbeddedStack = { base: string; serverPid: number | undefined };

/** Where the server keeps PGlite's files inside DATA_DIR (apps/server/src/db/client.ts). */
const PGLITE_DIR = 'pglite';
/** A first start on PGlite migrates, seeds and hashes the demo passwords: slow on a busy machine. */
const READY_MS = 240_000;

/** Runs `prepare` on a seeded embedded database, then `work` against the server running on it; removes it all after. */
export async function withEmbeddedStack<T>(
  prepare: (query: RunQuery) => Promise<T>,
  work: (stack: EmbeddedStack, prepared: T) => Promise<number>,
  serverEnv: Record<string, string> = {},
): Promise<number> {
  // As bench/stack.ts: test mode seeds the demo accounts; the general rate limits are counted but out of reach.
  const unreachable = '100000000';
  const env = {
    NODE_ENV: 'test',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_ADDRESS: unreachable,
    RATE_LIMIT_PER_SESSION: unreachable,
  };
  const seeding = await startServer({ keepDataDir: true, env, readyTimeoutMs: READY_MS });
  const dataDir = seeding.dataDir;
  let server: RunningServer | undefined;
  try {
    await seeding.stop();
    const db = await PGlite.create(path.join(dataDir, PGLITE_DIR));
    let prepared: T;
    try {
      prepared = await prepare((text, values) => db.query(text, values));
    } finally {
      await db.close();
    }
    server = await startServer({ keepDataDir: true, env: { ...env, ...serverEnv, DATA_DIR: dataDir }, readyTimeoutMs: READY_MS });
    return await work({ base: server.baseUrl, serverPid: childPid(serverEntry) }, prepared);
  } finally {
    await server?.stop();
    // The second start made (and kept) an empty temporary directory of its own before taking DATA_DIR from env.
    if (server && server.dataDir !== dataDir) fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
