// Starts the BUILT server (apps/server/dist/main.js, from `npm run build`) as a child process for
// end-to-end tests and benchmarks.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The built server; env E2E_SERVER_ENTRY points the tests and the benchmark at another entry file. */
export const serverEntry = process.env.E2E_SERVER_ENTRY
  ? path.resolve(process.env.E2E_SERVER_ENTRY)
  : path.join(repoRoot, 'apps/server/dist/main.js');

export type StartServerOptions = {
  /** PostgreSQL URL; without it the server uses embedded PGlite in a fresh temp DATA_DIR. */
  databaseUrl?: string;
  /** Extra environment variables for the server (override the defaults below). */
  env?: Record<string, string>;
  /** How long to wait for /api/ready (default 60 s). */
  readyTimeoutMs?: number;
  /** Leaves DATA_DIR in place on stop (the e2e global setup keeps the one it seeds). */
  keepDataDir?: boolean;
};

export type RunningServer = {
  /**
   * `http://localhost:<port>`: the host name must be `localhost` because the server picks the tenant from the
   * Host header, and localhost is the demo tenant (appId yxdemo).
   */
  baseUrl: string;
  port: number;
  /** The server's DATA_DIR (PGlite's files and the blob store). */
  dataDir: string;
  /** What the server printed so far (last ~200 lines of stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after 10 s; removes the temp DATA_DIR. Safe to call twice. */
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash or an out-of-memory kill would: no shutdown code runs. Then as stop(). */
  kill(): Promise<void>;
};

const RATE_LIMITS_OUT_OF_REACH = {
  RATE_LIMIT_PER_ADDRESS: '100000000',
  RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '100000000',
  RATE_LIMIT_PER_SESSION: '100000000',
};

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first.`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yanxiu-e2e-data-'));
  // A PGlite server starts from the run's migrated and seeded data directory when there is one (global-setup.ts);
  // the demo seed still runs at start-up and brings tenants up to date with this server's settings.
  const seeded = process.env.E2E_SEEDED_DATA_DIR;
  if (!options.databaseUrl && seeded && fs.existsSync(seeded)) fs.cpSync(seeded, dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The kernel picks the port as the server listens, and the banner names it: a port chosen here and handed over
    // could be taken by another process (a parallel file's server, an outgoing connection) before the server binds.
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // As `npm start` and production run it (scripts/start.mjs says why).
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    // The tests drive a session as fast as the machine allows (the faults test's write streams, setups through the
    // API), which is what the general rate limits stop: out of reach unless a test sets them, still counted.
    ...RATE_LIMITS_OUT_OF_REACH,
    ...options.env,
  };
  // Never let a DATABASE_URL from the caller's shell leak in: no URL means PGlite.
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  // Vitest markers would make the server think it runs inside a test worker.
  for (const key of ['VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'TEST_DB']) delete env[key];

  const child = spawn(process.execPath, [serverEntry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const collect = (stream: string) => (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim()) lines.push(`[${stream}] ${line}`);
    }
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  // The banner may arrive split across chunks: stdout is kept whole until it has named the port.
  let beforeBanner = '';
  let bannerPort: number | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    if (bannerPort !== undefined) return;
    beforeBanner += chunk.toString('utf8');
    const port = BANNER.exec(beforeBanner)?.[1];
    if (port) bannerPort = Number(port);
  });
  child.stdout.on('data', collect('out'));
  child.stderr.on('data', collect('err'));
  const output = () => lines.join('\n');

  /** How the process ended, once it has ("status 3", "signal SIGKILL"). */
  let ended: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      ended = signal ? `signal ${signal}` : `status ${code}`;
      resolve();
    });
  });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', killOnExit);
    if (ended === undefined) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!options.keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (ended === undefined) {
      child.kill('SIGKILL');
      await exited;
    }
    await stop();
  };
  // If the test process dies without stop(), do not leave the server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);

  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  let port = 0;
  let baseUrl = '';
  try {
    port = await listeningPort(
      () => bannerPort,
      readyTimeoutMs,
      () => ended,
    );
    baseUrl = `http://localhost:${port}`;
    await waitForReady(baseUrl, readyTimeoutMs, () => ended);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output() || '(none)'}`);
  }
  return { baseUrl, port, dataDir, output, stop, kill };
}

const BANNER = /Yanxiu is running at http:\/\/localhost:(\d+)\//;

/** Waits for the start-up banner and answers the port it names (the server listens on port 0). */
async function listeningPort(bannerPort: () => number | undefined, timeoutMs: number, ended: () => string | undefined): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const port = bannerPort();
    if (port !== undefined) return port;
    const how = ended();
    if (how) throw new Error(`the server process exited (${how}) before it was listening`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server printed no start-up banner within ${timeoutMs} ms`);
}

/** Polls GET /api/ready until it answers 200. */
async function waitForReady(baseUrl: string, timeoutMs: number, ended: () => string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const how = ended();
    if (how) throw new Error(`the server process exited (${how}) before it was ready`);
    try {
      const response = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `status ${response.status}: ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      // fetch says only "fetch failed"; what failed (refused, reset, timed out) is in its cause.
      const cause = (error as Error).cause as (Error & { code?: string }) | undefined;
      last = cause ? `${(error as Error).message}: ${cause.code ?? cause.message}` : (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server at ${baseUrl} was not ready within ${timeoutMs} ms (last: ${last})`);
}
