// `npm start`: install dependencies if needed, build web + server, then run the built server in the
// foreground. Environment (PORT, HOST, DATABASE_URL, DATA_DIR, ...) passes through unchanged.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNodeModules } from './lib/ensure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

ensureNodeModules(root);

const build = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
  cwd: root,
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
if (build.status !== 0) {
  console.error(`npm start: the build failed (${build.error?.message ?? `status ${build.status}`})`);
  process.exit(1);
}

// glibc gives every thread that allocates (libuv's pool hashes passwords, compresses, reads files) a malloc arena of
// its own and rarely hands their freed pages back, so resident memory climbed under load while the JavaScript heap
// stayed flat (bench/soak.bench.ts with SOAK_HEAP=1); two arenas keep it near its start. Set it in production too.
const env = { MALLOC_ARENA_MAX: '2', ...process.env };
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { cwd: root, stdio: 'inherit', env });
// Pass Ctrl-C / termination on to the server and let it shut down gracefully; exit with its status.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
});
server.on('error', (error) => {
  console.error(`npm start: could not run the server: ${error.message}`);
  process.exitCode = 1;
});
