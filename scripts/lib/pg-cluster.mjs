// A throwaway PostgreSQL cluster for tests and benchmarks.
//
// startCluster() runs initdb into a fresh temp directory and starts a postmaster listening on 127.0.0.1 at a
// free port, with durability switched off (fsync, full_page_writes, synchronous_commit) since the data is
// discarded. stop() kills it and deletes the directory; exit/signal handlers and a watchdog process do the
// same when the owning process dies without calling stop().
//
// PostgreSQL refuses to run as root, so as root the directory is handed to the `postgres` OS user and the
// binaries run through `runuser -u postgres --`.
//
// Uses Node built-ins plus the `pg` client (loaded lazily), so import it only after `npm ci`.

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensurePostgres } from './ensure.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const PG_USER = 'postgres';

/**
 * @typedef {object} PgCluster
 * @property {number} port TCP port on 127.0.0.1
 * @property {string} host always 127.0.0.1
 * @property {string} adminUrl superuser URL of the `postgres` database
 * @property {(dbName: string) => string} urlFor URL of another database in the cluster
 * @property {(name: string) => Promise<string>} createDatabase creates a database, returns its URL
 * @property {() => Promise<void>} down stops the postmaster as an outage would (fast shutdown: open connections are
 *   cut), keeping the data; `up` starts it again on the same port
 * @property {() => Promise<void>} up starts the postmaster again after `down` and waits until it accepts connections
 * @property {() => Promise<void>} stop stops the cluster and deletes its files (idempotent)
 */

/** Asks the OS for a free TCP port on 127.0.0.1. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Makes sure the `postgres` OS user exists (the Debian package creates it; a bare system may not have it). */
function ensurePgUser() {
  if (spawnSync('id', ['-u', PG_USER], { stdio: 'ignore' }).status === 0) return;
  const made = spawnSync('useradd', ['-r', '-M', '-s', '/bin/false', PG_USER], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`could not create the ${PG_USER} OS user: ${made.stderr || made.error?.message}`);
}

/**
 * Runs a PostgreSQL binary synchronously (as the postgres user when we are root); throws with its output.
 * @param {string} binDir
 * @param {string} bin
 * @param {string[]} args
 */
function pgRun(binDir, bin, args) {
  const [command, ...rest] = isRoot ? ['runuser', '-u', PG_USER, '--', path.join(binDir, bin), ...args] : [path.join(binDir, bin), ...args];
  // cwd '/': the postgres user may not be allowed into our working directory.
  const result = spawnSync(/** @type {string} */ (command), rest, { encoding: 'utf8', cwd: '/' });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() || result.error?.message;
    throw new Error(`${bin} ${args.join(' ')} failed (status ${result.status}):\n${output}`);
  }
  return result.stdout;
}

/** Tail of a file, for error messages. @param {string} file */
function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Starts a throwaway cluster.
 * @param {{ log?: (message: string) => void }} [options] log receives progress lines (default: silent)
 * @returns {Promise<PgCluster>}
 */
export async function startCluster({ log = () => {} } = {}) {
  const binDir = ensurePostgres();
  if (isRoot) ensurePgUser();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yanxiu-pg-'));
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'socket');
  const logFile = path.join(dir, 'postgres.log');
  fs.mkdirSync(socketDir);
  if (isRoot) {
    spawnSync('chown', ['-R', `${PG_USER}:`, dir], { stdio: 'inherit' });
    // The postgres user must be able to reach the directory through its parents.
    if (spawnSync('runuser', ['-u', PG_USER, '--', 'test', '-w', dir]).status !== 0) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`the ${PG_USER} user cannot write ${dir}; point TMPDIR at a directory it can reach (e.g. /tmp).`);
    }
  }

  let stopped = false;
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let watchdog;
  /** Synchronous so that it can run from a process 'exit' handler. */
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
      try {
        pgRun(binDir, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30']);
      } catch (error) {
        console.error(`[pg-cluster] pg_ctl stop failed: ${/** @type {Error} */ (error).message}`);
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
    if (watchdog?.pid) {
      try {
        process.kill(watchdog.pid);
      } catch {
        // already gone
      }
    }
    process.off('exit', stopSync);
    for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.off(signal, onSignal);
  };
  /** On a signal: clean up, then let the signal take its default course unless someone else handles it. */
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    stopSync();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.on('exit', stopSync);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, onSignal);

  try {
    log(`[pg-cluster] initdb in ${dataDir} (${binDir})`);
    const initArgs = ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--encoding=UTF8', '--no-sync'];
    try {
      pgRun(binDir, 'initdb', [...initArgs, '--locale=C.UTF-8']);
    } catch {
      // C.UTF-8 is missing on some systems; plain C always exists (UTF8 encoding still works with it).
      fs.rmSync(dataDir, { recursive: true, force: true });
      pgRun(binDir, 'initdb', [...initArgs, '--locale=C']);
    }

    // Settings go into postgresql.conf (the last occurrence wins), which avoids quoting `pg_ctl -o`.
    const port = await startPostmaster(binDir, dataDir, socketDir, logFile);
    const host = '127.0.0.1';
    const urlFor = (/** @type {string} */ dbName) => `postgres://postgres@${host}:${port}/${encodeURIComponent(dbName)}`;
    const adminUrl = urlFor('postgres');
    await waitForConnection(adminUrl, logFile);
    watchdog = startWatchdog(binDir, dataDir, dir);
    log(`[pg-cluster] ready at ${adminUrl}`);

    return {
      port,
      host,
      adminUrl,
      urlFor,
      async createDatabase(name) {
        if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name ${name} must match [a-z_][a-z0-9_]*`);
        await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
        return urlFor(name);
      },
      async down() {
        pgRun(binDir, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60']);
      },
      async up() {
        // postgresql.conf already names the port, so the cluster comes back where its clients look for it.
        pgRun(binDir, 'pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60']);
        await waitForConnection(adminUrl, logFile);
      },
      async stop() {
        stopSync();
      },
    };
  } catch (error) {
    stopSync();
    throw error;
  }
}

/**
 * Writes the listen settings for a free port and starts the postmaster; retries with another port when the
 * chosen one was taken in between.
 * @returns {Promise<number>} the port
 */
async function startPostmaster(
  /** @type {string} */ binDir,
  /** @type {string} */ dataDir,
  /** @type {string} */ socketDir,
  /** @type {string} */ logFile,
) {
  const confFile = path.join(dataDir, 'postgresql.conf');
  const baseConf = fs.readFileSync(confFile, 'utf8');
  let lastError;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const port = await freePort();
    const settings = [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${socketDir}'`,
      'fsync = off',
      'full_page_writes = off',
      'synchronous_commit = off',
      'max_connections = 200',
      `shared_buffers = '128MB'`,
      'log_min_messages = warning',
    ];
    fs.writeFileSync(confFile, `${baseConf}\n# yanxiu throwaway cluster\n${settings.join('\n')}\n`);
    try {
      pgRun(binDir, 'pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60']);
      return port;
    } catch (error) {
      lastError = new Error(`${/** @type {Error} */ (error).message}\n--- postgres.log ---\n${tail(logFile)}`);
    }
  }
  throw lastError;
}

/**
 * Opens a client, runs fn, closes the client.
 * @template T
 * @param {string} url
 * @param {(client: import('pg').Client) => Promise<T>} fn
 * @returns {Promise<T>}
 */
async function withClient(url, fn) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Polls until a connection to the cluster works (pg_ctl -w already waited; this double-checks TCP). */
async function waitForConnection(/** @type {string} */ url, /** @type {string} */ logFile, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await withClient(url, (client) => client.query('SELECT 1'));
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`PostgreSQL did not accept connections at ${url}: ${/** @type {Error} */ (error).message}\n${tail(logFile)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * A detached shell that outlives us: once our pid is gone (even after SIGKILL, when no handler runs) it stops
 * the postmaster and deletes the directory. stop() kills it on the normal path.
 */
function startWatchdog(/** @type {string} */ binDir, /** @type {string} */ dataDir, /** @type {string} */ dir) {
  const pgCtl = path.join(binDir, 'pg_ctl');
  const stopCmd = isRoot
    ? `runuser -u ${PG_USER} -- "${pgCtl}" stop -D "${dataDir}" -m immediate`
    : `"${pgCtl}" stop -D "${dataDir}" -m immediate`;
  const script = `while kill -0 ${process.pid} 2>/dev/null; do sleep 2; done; cd /; ${stopCmd} >/dev/null 2>&1; rm -rf "${dir}"`;
  const child = spawn('/bin/sh', ['-c', script], { detached: true, stdio: 'ignore' });
  child.unref();
  return child;
}
