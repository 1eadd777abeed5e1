// `npm test`: the whole gate, in order, stopping at the first failure.
//   prerequisites (npm ci, PostgreSQL, Chromium, LibreOffice) -> lint -> typecheck -> build -> vitest (all projects)
// Node built-ins only at the top level: this runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureLibreOffice, ensureNodeModules, ensurePostgres } from './lib/ensure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** @type {Array<[name: string, run: () => void]>} */
const steps = [
  [
    'prerequisites',
    () => {
      // Installed up front so that a missing system package fails here, with a clear message.
      ensureNodeModules(root);
      console.log(`PostgreSQL binaries: ${ensurePostgres()}`);
      console.log(`Chromium: ${ensureChromium()}`);
      console.log(`LibreOffice: ${ensureLibreOffice()}`);
    },
  ],
  ['lint', () => sh(npm, ['run', 'lint'])],
  ['typecheck', () => sh(npm, ['run', 'typecheck'])],
  ['build', () => sh(npm, ['run', 'build'])],
  ['vitest', () => sh(npx, ['vitest', 'run'])],
];

/** Runs a command with inherited stdio; throws when it fails. @param {string} command @param {string[]} args */
function sh(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`\`${command} ${args.join(' ')}\` exited with ${result.status ?? result.signal}`);
}

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)}s`;
const started = Date.now();
/** @type {string[]} */
const done = [];
for (const [name, run] of steps) {
  console.log(`\n==> ${name}`);
  const stepStarted = Date.now();
  try {
    run();
  } catch (error) {
    const took = seconds(Date.now() - stepStarted);
    console.error(`\n==> ${name} FAILED after ${took}: ${/** @type {Error} */ (error).message}`);
    console.error(`npm test: FAILED at step "${name}" (passed: ${done.join(', ') || 'none'}; total ${seconds(Date.now() - started)})`);
    process.exit(1);
  }
  const took = seconds(Date.now() - stepStarted);
  done.push(`${name} ${took}`);
  console.log(`==> ${name} passed in ${took}`);
}
console.log(`\nnpm test: all steps passed (${done.join(', ')}; total ${seconds(Date.now() - started)})`);
