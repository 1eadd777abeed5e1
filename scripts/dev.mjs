// `npm run dev`: the API server under `tsx watch` (restarts on change) and the Vite dev server for the web
// app, side by side. Ctrl-C stops both; if either exits, the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNodeModules } from './lib/ensure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

ensureNodeModules(root);

/** @type {Array<{ name: string, command: string, args: string[], cwd: string }>} */
const processes = [
  { name: 'server', command: bin('tsx'), args: ['watch', 'apps/server/src/main.ts'], cwd: root },
  { name: 'web', command: bin('vite'), args: [], cwd: path.join(root, 'apps/web') },
];

let stopping = false;
const children = processes.map(({ name, command, args, cwd }) => {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' } });
  child.on('error', (error) => {
    console.error(`[dev] ${name} could not start: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[dev] ${name} exited (${signal ?? code}); stopping the rest`);
    stopAll(code ?? 0);
  });
  return child;
});

/** Stops every child still running and sets the exit status. @param {number} code */
function stopAll(code) {
  if (!stopping) process.exitCode = code;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => stopAll(0));
}
