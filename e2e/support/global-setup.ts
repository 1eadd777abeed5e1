// Vitest globalSetup of the `e2e` project: migrates and seeds one PGlite data directory through the built server,
// once for the run, and hands it to every test file (E2E_SEEDED_DATA_DIR, inherited by the forked workers).
// startServer copies it for each server it starts, so every file still gets a database of its own, without each
// one spending most of its start-up on migrations and the demo seed (about three quarters of a fresh start).
import fs from 'node:fs';
import { startServer } from './server';

export default async function setup(): Promise<() => Promise<void>> {
  const seeding = await startServer({ keepDataDir: true, readyTimeoutMs: 240_000 });
  await seeding.stop();
  process.env.E2E_SEEDED_DATA_DIR = seeding.dataDir;
  return async () => {
    fs.rmSync(seeding.dataDir, { recursive: true, force: true });
  };
}
