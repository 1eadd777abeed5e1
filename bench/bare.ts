// The bare Fastify route every benchmark compares against, in its own process (see bare-server.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../scripts/lib/pg-cluster.mjs';
import { repoRoot } from '../e2e/support/server';

/**
 * Starts bench/bare-server.mjs on a free port and waits until its route answers. With `databaseUrl` it also serves the
 * one-query ceiling (`dbUrl`: one prepared primary-key SELECT through `pg`).
 */
export async function startBare(
  databaseUrl?: string,
): Promise<{ url: string; dbUrl: string | undefined; pid: number | undefined; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'bench/bare-server.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}/bare`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return { url, dbUrl: databaseUrl ? `http://localhost:${port}/bare-db` : undefined, pid: child.pid, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('the bare Fastify server did not start');
}
