// Prerequisite checks shared by scripts/test.mjs, start.mjs, dev.mjs and bench.mjs.
//
// This module runs BEFORE `npm ci`, so it may use Node built-ins only. Every function either makes the
// prerequisite available or throws an Error whose message says what to install by hand.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Runs a command with inherited stdio (output streams straight to the terminal) and throws on failure.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw new Error(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) {
    const how = result.signal ? `was killed by ${result.signal}` : `exited with status ${result.status}`;
    throw new Error(`\`${[command, ...args].join(' ')}\` ${how}`);
  }
}

/** mtime in ms of a path, or undefined when it does not exist. @param {string} file */
function mtimeOf(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Installs npm dependencies when node_modules is missing or older than package-lock.json.
 * npm writes node_modules/.package-lock.json (the "hidden lockfile") at the end of every install, so a
 * package-lock.json newer than it means the tree on disk may not match the lock.
 * @param {string} root repository root (holds package.json)
 */
export function ensureNodeModules(root) {
  const lockfile = path.join(root, 'package-lock.json');
  const hiddenLock = path.join(root, 'node_modules', '.package-lock.json');
  const lockTime = mtimeOf(lockfile);
  const installedTime = mtimeOf(hiddenLock);

  let reason;
  if (!fs.existsSync(path.join(root, 'node_modules'))) reason = 'node_modules is missing';
  else if (installedTime === undefined) reason = 'node_modules has no .package-lock.json (incomplete install?)';
  else if (lockTime !== undefined && lockTime > installedTime) reason = 'package-lock.json is newer than node_modules';
  if (!reason) return;

  const args = lockTime !== undefined ? ['ci'] : ['install'];
  console.log(`[ensure] ${reason}: running npm ${args.join(' ')}`);
  try {
    // On Windows npm is a .cmd shim, which needs a shell; everywhere else run it directly.
    run(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, { cwd: root, shell: process.platform === 'win32' });
  } catch (error) {
    throw new Error(
      `npm ${args.join(' ')} failed (${/** @type {Error} */ (error).message}). ` +
        'Check the output above; the npm registry must be reachable.',
    );
  }
}

// ---------------------------------------------------------------------------------------------------------
// Debian packages (apt-get), only ever as root.

let aptUpdated = false;

/**
 * Installs Debian packages with apt-get, running `apt-get update` once per process first.
 * @param {string[]} packages
 * @param {string} what human name of what the packages provide, for messages
 */
function aptInstall(packages, what) {
  const manual = `install ${what} yourself, e.g. \`sudo apt-get install -y ${packages.join(' ')}\``;
  if (!isRoot) throw new Error(`${what} was not found and this script is not running as root: ${manual}.`);
  if (!fs.existsSync('/usr/bin/apt-get')) throw new Error(`${what} was not found and apt-get is not available: ${manual}.`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    if (!aptUpdated) {
      console.log('[ensure] apt-get update');
      run('apt-get', ['update'], { env });
      aptUpdated = true;
    }
    console.log(`[ensure] apt-get install -y ${packages.join(' ')}`);
    run('apt-get', ['install', '-y', ...packages], { env });
  } catch (error) {
    throw new Error(`installing ${what} failed (${/** @type {Error} */ (error).message}): ${manual}.`);
  }
}

/** Whether a file exists and is executable. @param {string} file */
function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------
// PostgreSQL server binaries (for the throwaway clusters of tests and benchmarks).

/**
 * Finds a directory holding PostgreSQL's `initdb` and `pg_ctl`: /usr/lib/postgresql/<version>/bin, highest
 * version first, then the PATH. A PATH hit that is a symlink (Debian's postgresql-common wrappers, or
 * /usr/local/bin links) is resolved, so the returned directory is the real bin dir with `postgres` beside.
 * @returns {string | undefined}
 */
export function findPgBinDir() {
  const hasBoth = (/** @type {string} */ dir) => isExecutable(path.join(dir, 'initdb')) && isExecutable(path.join(dir, 'pg_ctl'));

  const debianRoot = '/usr/lib/postgresql';
  if (fs.existsSync(debianRoot)) {
    const versions = fs
      .readdirSync(debianRoot)
      .filter((name) => /^\d+(\.\d+)?$/.test(name))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
    for (const version of versions) {
      const dir = path.join(debianRoot, version, 'bin');
      if (hasBoth(dir)) return dir;
    }
  }

  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    if (!hasBoth(dir)) continue;
    const realDir = path.dirname(fs.realpathSync(path.join(dir, 'initdb')));
    return hasBoth(realDir) ? realDir : dir;
  }
  return undefined;
}

/**
 * Makes sure PostgreSQL server binaries are installed (apt-get as root when missing).
 * @returns {string} the bin directory holding initdb and pg_ctl
 */
export function ensurePostgres() {
  let dir = findPgBinDir();
  if (dir) return dir;
  aptInstall(['postgresql'], 'PostgreSQL (initdb and pg_ctl)');
  dir = findPgBinDir();
  if (!dir)
    throw new Error(
      'the postgresql package was installed but initdb/pg_ctl are still not found; put the PostgreSQL bin directory on PATH.',
    );
  return dir;
}

// ---------------------------------------------------------------------------------------------------------
// Chromium, for the browser end-to-end tests (driven by playwright-core, which never downloads browsers here).

/**
 * Makes sure a Chromium binary is available: env CHROMIUM_PATH wins, then /usr/bin/chromium, installed with
 * apt-get as root when missing.
 * @returns {string} path of the chromium executable
 */
export function ensureChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file.`);
    return fromEnv;
  }
  const debianPath = '/usr/bin/chromium';
  if (!isExecutable(debianPath)) {
    aptInstall(['chromium'], 'Chromium');
    if (!isExecutable(debianPath)) throw new Error(`the chromium package was installed but ${debianPath} is missing; set CHROMIUM_PATH.`);
  }
  ensureChineseFont();
  return debianPath;
}

// ---------------------------------------------------------------------------------------------------------
// LibreOffice, for the resource disk's Office previews (Word, PowerPoint, Excel converted to PDF).

/**
 * Makes sure headless LibreOffice is available: env DISK_SOFFICE_PATH wins, then /usr/bin/soffice, installed with
 * apt-get as root when missing (Debian's packages, without the recommended desktop extras).
 * @returns {string} path of the soffice executable
 */
export function ensureLibreOffice() {
  const fromEnv = process.env.DISK_SOFFICE_PATH;
  if (fromEnv && fromEnv !== 'soffice') {
    if (!isExecutable(fromEnv)) throw new Error(`DISK_SOFFICE_PATH=${fromEnv} is not an executable file.`);
    return fromEnv;
  }
  const debianPath = '/usr/bin/soffice';
  if (!isExecutable(debianPath)) {
    aptInstall(
      ['--no-install-recommends', 'libreoffice-core', 'libreoffice-writer', 'libreoffice-impress', 'libreoffice-calc'],
      'LibreOffice (Office previews of the resource disk)',
    );
    if (!isExecutable(debianPath))
      throw new Error(`the LibreOffice packages were installed but ${debianPath} is missing; set DISK_SOFFICE_PATH.`);
  }
  return debianPath;
}

/**
 * Best effort: without a CJK font Chromium draws the Chinese UI as empty boxes, which makes screenshots
 * useless (tests read text from the DOM, so they pass either way). Installs the small WenQuanYi Micro Hei
 * (about 5 MB) when fontconfig knows no Chinese font; only warns when that is not possible.
 */
function ensureChineseFont() {
  const probe = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  if (probe.error || probe.stdout.trim()) return; // no fontconfig at all, or a Chinese font is there
  try {
    aptInstall(['fonts-wqy-microhei'], 'a Chinese font');
  } catch (error) {
    console.warn(`[ensure] warning: ${/** @type {Error} */ (error).message} Screenshots will show boxes instead of Chinese text.`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// stress-ng, for `npm run test:busy` (the suite with the CPU kept busy beside it).

/**
 * Makes sure Debian's stress-ng is available: /usr/bin/stress-ng or the PATH, installed with apt-get as root when
 * missing.
 * @returns {string} path of the stress-ng executable
 */
export function ensureStressNg() {
  const found = () =>
    ['/usr/bin', ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean)]
      .map((dir) => path.join(dir, 'stress-ng'))
      .find(isExecutable);
  const existing = found();
  if (existing) return existing;
  aptInstall(['stress-ng'], 'stress-ng (the CPU load of npm run test:busy)');
  const installed = found();
  if (!installed) throw new Error('the stress-ng package was installed but stress-ng is still not found; put it on PATH.');
  return installed;
}
