// `npm run test:busy [-- [--repeat N] [--cpus N] [--load PERCENT] [vitest arguments]]`: the tests with the CPU
// kept busy beside them by stress-ng, to prove that no test waits on a time or a render order (issue 35).
//
//   no vitest arguments   runs `npm test` (the whole gate) under the load
//   vitest arguments      runs `npx vitest run <arguments>` instead, e.g. `--project web apps/web/src/features/home`
//   --repeat N            runs it N times in a row (each under the same load) and reports every run
//   --cpus N              stress-ng's CPU workers (default: one per core)
//   --load PERCENT        how busy each worker keeps its core (default 100)
//
// The load starts before the first run and is stopped at the end whatever happens (failure, Ctrl-C). Each run's
// wall time, result and the 1-minute load average (mean and peak, sampled during the run) are printed at the end.
// Node built-ins only at the top level, like scripts/test.mjs.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNodeModules, ensureStressNg } from './lib/ensure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
// Seconds between load-average samples; only for the report, nothing waits on it.
const SAMPLE_EVERY_MS = 5_000;

/** Splits our own options from the arguments passed on to Vitest. @param {string[]} argv */
function parseArguments(argv) {
  /** @type {{ repeat: number, cpus: number, load: number, vitest: string[] }} */
  const options = { repeat: 1, cpus: os.availableParallelism(), load: 100, vitest: [] };
  const positive = (/** @type {string} */ name, /** @type {string | undefined} */ value, max = Infinity) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1 || number > max)
      throw new Error(`${name} wants a whole number from 1 to ${max}, got ${value ?? 'nothing'}`);
    return number;
  };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--repeat') options.repeat = positive('--repeat', argv[(index += 1)]);
    else if (argument === '--cpus') options.cpus = positive('--cpus', argv[(index += 1)]);
    else if (argument === '--load') options.load = positive('--load', argv[(index += 1)], 100);
    else if (argument !== '--') options.vitest.push(/** @type {string} */ (argument));
  }
  return options;
}

/**
 * Starts stress-ng in a process group of its own and resolves once it has dispatched its workers (its own log line
 * says so), so the first run starts on a machine that is already busy.
 * @param {string} binary @param {number} cpus @param {number} load
 */
function startLoad(binary, cpus, load) {
  // --timeout is only a backstop should this script be killed with SIGKILL and never stop it.
  const child = spawn(binary, ['--cpu', String(cpus), '--cpu-load', String(load), '--timeout', '6h'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
    } catch {
      // Already gone.
    }
    await exited;
  };
  // Last resort when the script exits without reaching its own stop (an uncaught error).
  process.once('exit', () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL');
  });
  const dispatched = new Promise((resolve, reject) => {
    let log = '';
    const read = (/** @type {Buffer} */ chunk) => {
      log += chunk.toString();
      if (log.includes('dispatching hogs')) resolve(undefined);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`stress-ng exited (${code}) before dispatching its workers:\n${log}`)));
  });
  return dispatched.then(() => ({ stop, pid: child.pid }));
}

/** Runs a command with inherited stdio; resolves with its exit status. @param {string} command @param {string[]} args */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    child.once('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Samples the 1-minute load average until stopped; returns the mean and peak. */
function sampleLoad() {
  const samples = [os.loadavg()[0] ?? 0];
  const timer = setInterval(() => samples.push(os.loadavg()[0] ?? 0), SAMPLE_EVERY_MS);
  return () => {
    clearInterval(timer);
    samples.push(os.loadavg()[0] ?? 0);
    return { mean: samples.reduce((sum, value) => sum + value, 0) / samples.length, peak: Math.max(...samples) };
  };
}

const options = parseArguments(process.argv.slice(2));
const [command, args] = options.vitest.length > 0 ? [npx, ['vitest', 'run', ...options.vitest]] : [npm, ['test']];
if (options.vitest.length > 0) ensureNodeModules(root); // `npm test` sees to its own prerequisites
const load = await startLoad(ensureStressNg(), options.cpus, options.load);
const stopOnSignal = (/** @type {NodeJS.Signals} */ signal) => {
  void load.stop().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);

console.log(`test:busy: stress-ng (pid ${load.pid}) keeps ${options.cpus} of ${os.availableParallelism()} cores ${options.load}% busy`);
/** @type {Array<{ status: number, seconds: number, mean: number, peak: number }>} */
const runs = [];
try {
  for (let index = 1; index <= options.repeat; index += 1) {
    console.log(`\n==> test:busy run ${index}/${options.repeat}: ${command} ${args.join(' ')}`);
    const started = Date.now();
    const stopSampling = sampleLoad();
    const status = await run(command, args);
    runs.push({ status, seconds: (Date.now() - started) / 1000, ...stopSampling() });
  }
} finally {
  await load.stop();
}

console.log('\ntest:busy results:');
runs.forEach((result, index) => {
  const outcome = result.status === 0 ? 'passed' : `FAILED (exit ${result.status})`;
  console.log(
    `  run ${index + 1}: ${outcome} in ${result.seconds.toFixed(1)}s, 1-min load average mean ${result.mean.toFixed(2)}, peak ${result.peak.toFixed(2)}`,
  );
});
const failed = runs.filter((result) => result.status !== 0).length;
console.log(
  `test:busy: ${runs.length - failed} of ${runs.length} runs passed; load average now ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
process.exit(failed === 0 ? 0 : 1);
