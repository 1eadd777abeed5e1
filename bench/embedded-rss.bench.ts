// The embedded (PGlite) server's memory: the built server started on an empty data directory (migrations and the
// demo seed run at start) and then restarted on the data it left, printing its resident memory (RSS) once ready and
// after 10 s idle, and its peak (VmHWM). Why it is what it is: docs/architecture.md, "Memory of the embedded database".
// Run with `npx tsx bench/embedded-rss.bench.ts` after a build.
import fs from 'node:fs';
import { serverEntry, startServer } from '../e2e/support/server';
import { childPid } from './cpu';
import { runBench } from './report';

const statusKiB = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

async function measure(label: string, dataDir?: string): Promise<string> {
  const started = Date.now();
  const server = await startServer({
    keepDataDir: true,
    env: { DEMO_DATA: 'true', ...(dataDir ? { DATA_DIR: dataDir } : {}) },
    readyTimeoutMs: 240_000,
  });
  try {
    const pid = childPid(serverEntry);
    if (pid === undefined) throw new Error('no /proc: RSS cannot be read on this platform');
    const ready = `${label}: ready in ${((Date.now() - started) / 1000).toFixed(1)} s, RSS ${mib(statusKiB(pid, 'VmRSS'))} (peak so far ${mib(statusKiB(pid, 'VmHWM'))})`;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    console.log(`${ready}; after 10 s idle ${mib(statusKiB(pid, 'VmRSS'))}`);
    return server.dataDir;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<number> {
  const dataDir = await measure('first start (migrations + demo seed)');
  try {
    // The restart's own (unused, empty) temporary directory goes too.
    fs.rmSync(await measure('restart on the same data', dataDir), { recursive: true, force: true });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return 0;
}

runBench(main);
