// Soak: mixed reads and writes (soak-load.ts) against the built server at about 80 % of the peak measured first, for
// SOAK_SECONDS (default 300) or, with SOAK_REQUESTS, for that many calls (memory growth over a fixed number of calls
// compares across machines and loads; growth over a fixed time does not). SOAK_DATABASE picks the database:
// `postgres` (default, a throwaway cluster, stack.ts) or `pglite` (the embedded database `npm start` runs without
// DATABASE_URL, embedded-stack.ts; its WebAssembly memory counts in the server's resident memory). Reports every
// failed call (aim: none), the load average, and the server's resident memory at the start (after a warm-up at the
// soak rate), its peak and at the end (after the load stops and the server idles a few seconds), each split by
// memory-probe.mjs into V8's heap, memory outside it and native memory. V8 leaves garbage in its heap until its next
// full collection (it lets the heap reach a few times what is live first), so a plain reading lands anywhere on that
// saw-tooth; the aim is therefore on the resident memory after a full GC the probe runs at the start and at the end:
// the end within 10 % of the start, i.e. nothing the server holds keeps growing under load. With SOAK_HEAP=1 it also
// reads the live JavaScript heap from heap snapshots at the start and the end (heap-snapshot.ts), with the largest
// object kinds and those that grew most (SOAK_HEAP_KEEP=1 keeps the snapshot files, to follow retainers in DevTools);
// writing a snapshot costs the server a few hundred MiB of resident memory itself, so the resident figures of such a
// run are not the aim's. SOAK_NODE_OPTIONS adds Node options to the server's (e.g. a V8 heap setting to compare).
// Exits 1 when a call failed or the memory aim is missed. Run with `npm run bench`, or alone after a build:
// `SOAK_SECONDS=30 npx tsx bench/soak.bench.ts`, `SOAK_REQUESTS=2000 SOAK_DATABASE=pglite npx tsx bench/soak.bench.ts`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { login, type LoginInfo } from '../e2e/support/api';
import { withEmbeddedStack } from './embedded-stack';
import { grownKinds, heapSnapshotOptions, readLiveHeap, type HeapReading } from './heap-snapshot';
import { runBench } from './report';
import { describeSplit, readMemorySplit, rssMiB, sampleRss, soakRequests, splitAfterFullGc } from './soak-load';
import { withBenchStack } from './stack';
import { insertLessons, insertLessonsWith, openWatchers } from './watchers';

const CONNECTIONS = 20;
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
/** Calls in the soak instead of SOAK_SECONDS, when set. */
const SOAK_REQUESTS = process.env.SOAK_REQUESTS === undefined ? undefined : Number(process.env.SOAK_REQUESTS);
const SOAK_DATABASE = process.env.SOAK_DATABASE ?? 'postgres';
const PEAK_SECONDS = 10;
/** At the soak rate before the starting reading, so caches, pools and JIT have filled: a fifth of the soak, bounded. */
const WARMUP_SECONDS = Math.min(60, Math.max(10, Math.round(SOAK_SECONDS / 5)));
const WARMUP_REQUESTS = SOAK_REQUESTS === undefined ? undefined : Math.max(1000, Math.round(SOAK_REQUESTS / 5));
const IDLE_SECONDS = 10;
const LOAD_SHARE = 0.8;
const RSS_AIM = 0.1;
const DATABASE = 'yanxiu_soak_bench';
const TEACHERS = ['teacher', 'backbone', 'expert'];
const LESSONS = 100;
const LESSON_SECONDS = 36_000;

const failures = (result: Result) => result.non2xx + result.errors + result.timeouts;
const mib = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(0)} MiB`);
const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
/** A file URL: no quoting in NODE_OPTIONS, whatever the checkout's path holds. */
const MEMORY_PROBE = new URL('./memory-probe.mjs', import.meta.url).href;
const lessons = { accounts: TEACHERS, lessons: LESSONS, lessonSeconds: LESSON_SECONDS };

/** The server under test, its lessons inserted: on PostgreSQL or on the embedded PGlite. */
type SoakStack = { base: string; serverPid: number | undefined; unitIds: number[] };

function withSoakStack(serverEnv: Record<string, string>, work: (stack: SoakStack) => Promise<number>): Promise<number> {
  if (SOAK_DATABASE === 'pglite') {
    return withEmbeddedStack(
      (query) => insertLessonsWith(query, lessons),
      (stack, { unitIds }) => work({ ...stack, unitIds }),
      serverEnv,
    );
  }
  return withBenchStack(
    DATABASE,
    async ({ databaseUrl, base, serverPid }) => work({ base, serverPid, unitIds: (await insertLessons(databaseUrl, lessons)).unitIds }),
    serverEnv,
  );
}

async function main(): Promise<number> {
  if (!Number.isFinite(SOAK_SECONDS) || SOAK_SECONDS < 10) throw new Error('SOAK_SECONDS must be a number of seconds, at least 10');
  if (SOAK_REQUESTS !== undefined && (!Number.isInteger(SOAK_REQUESTS) || SOAK_REQUESTS < 1000))
    throw new Error('SOAK_REQUESTS must be a whole number of calls, at least 1000');
  if (SOAK_DATABASE !== 'postgres' && SOAK_DATABASE !== 'pglite') throw new Error('SOAK_DATABASE must be postgres or pglite');
  const heap = process.env.SOAK_HEAP === '1' ? heapSnapshotOptions() : undefined;
  const probeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yanxiu-soak-'));
  const probeFile = path.join(probeDir, 'memory.json');
  // SOAK_NODE_OPTIONS adds the server's own Node options, to try a V8 or Node setting under the same load.
  const nodeOptions = [`--import=${MEMORY_PROBE}`, heap?.nodeOptions, process.env.SOAK_NODE_OPTIONS].filter(Boolean).join(' ');
  const serverEnv = { NODE_OPTIONS: nodeOptions, MEMORY_PROBE_FILE: probeFile };
  try {
    return await runSoak(serverEnv, probeFile, heap);
  } finally {
    fs.rmSync(probeDir, { recursive: true, force: true });
  }
}

async function runSoak(serverEnv: Record<string, string>, probeFile: string, heap: { dir: string } | undefined): Promise<number> {
  return withSoakStack(serverEnv, async ({ base, serverPid, unitIds }) => {
    const teachers: LoginInfo[] = [];
    for (const username of TEACHERS) teachers.push(await login(base, { username, password: 'Yanxiu@2026' }));
    const staff = await login(base, { username: 'district_admin', password: 'Yanxiu@2026' });
    const watchers = await openWatchers(base, teachers, unitIds);
    // A number of calls (autocannon's `amount`) replaces the duration when given.
    const load = (duration: number, overallRate?: number, amount?: number) =>
      autocannon({
        url: base,
        connections: CONNECTIONS,
        duration,
        requests: soakRequests(teachers, staff, watchers),
        ...(overallRate ? { overallRate } : {}),
        ...(amount ? { amount } : {}),
      });
    const soakLength = SOAK_REQUESTS === undefined ? `${SOAK_SECONDS} s` : `${SOAK_REQUESTS} calls`;
    const warmupLength = WARMUP_REQUESTS === undefined ? `${WARMUP_SECONDS} s` : `${WARMUP_REQUESTS} calls`;

    console.log(`soak: measuring the peak of the mix for ${PEAK_SECONDS} s (${CONNECTIONS} connections) ...`);
    const peak = await load(PEAK_SECONDS);
    const rate = Math.max(1, Math.round(peak.requests.average * LOAD_SHARE));
    console.log(`soak: peak ${peak.requests.average.toFixed(0)} req/s; warming up ${warmupLength} at ${rate} req/s ...`);
    const warmup = await load(WARMUP_SECONDS, rate, WARMUP_REQUESTS);
    const start = rssMiB(serverPid);
    const startSplit = readMemorySplit(probeFile);
    const startCollected = await splitAfterFullGc(serverPid, probeFile);
    const startLoad = loadAverage();
    // After the resident reading: writing a snapshot costs memory of its own, which then counts as growth, not less.
    const startHeap = serverPid === undefined || !heap ? undefined : await readLiveHeap(serverPid, heap.dir);
    console.log(`soak: ${soakLength} at ${rate} req/s from ${mib(start)} (load average ${startLoad}) ...`);
    const sampler = sampleRss(serverPid);
    const soak = await load(SOAK_SECONDS, rate, SOAK_REQUESTS);
    const endLoad = loadAverage();
    await sleep(IDLE_SECONDS);
    const highest = sampler.stop();
    const end = rssMiB(serverPid);
    const endSplit = readMemorySplit(probeFile);
    const endCollected = await splitAfterFullGc(serverPid, probeFile);
    const endHeap = serverPid === undefined || !heap ? undefined : await readLiveHeap(serverPid, heap.dir);

    // The aim is on what the server holds: its resident memory after a full GC at both ends (a plain reading lands
    // anywhere on V8's saw-tooth of garbage waiting for the next collection).
    const growth = startCollected && endCollected ? (endCollected.rss - startCollected.rss) / startCollected.rss : undefined;
    const failed = failures(peak) + failures(warmup) + failures(soak);
    console.log(
      [
        '',
        `database: ${SOAK_DATABASE}; load average (1, 5, 15 min) ${startLoad} at the start, ${endLoad} at the end of the soak`,
        `mix: 7 reads, 2 heartbeats, 1 audited staff write per cycle; ${TEACHERS.length} teachers' sessions, ${watchers.length} watchers`,
        `peak ${peak.requests.average.toFixed(0)} req/s; soak target ${rate} req/s (${LOAD_SHARE * 100} %), achieved ${soak.requests.average.toFixed(0)} req/s, p99 ${soak.latency.p99} ms`,
        `calls: ${soak.requests.total} in the soak; failed ${failed} (non-2xx ${peak.non2xx + warmup.non2xx + soak.non2xx}, errors ${peak.errors + warmup.errors + soak.errors}, timeouts ${peak.timeouts + warmup.timeouts + soak.timeouts}); status counts ${JSON.stringify(soak.statusCodeStats)}`,
        `server RSS: start ${mib(start)} (after a warm-up of ${warmupLength}), peak ${mib(highest)}, end ${mib(end)} (${IDLE_SECONDS} s after the load)`,
        `  as read (native = the rest): start ${describeSplit(startSplit)}; end ${describeSplit(endSplit)}`,
        `  after a full GC: start ${describeSplit(startCollected)}; end ${describeSplit(endCollected)}` +
          (growth === undefined
            ? ''
            : `: end ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % of start (aim within ${RSS_AIM * 100} %)`),
        ...(heap ? heapLines(startHeap, endHeap) : []),
      ].join('\n'),
    );
    if (failed > 0) console.error('soak: FAILED, calls failed under a load the server should carry');
    if (growth !== undefined && growth > RSS_AIM) console.error('soak: FAILED, resident memory grew beyond the aim');
    return failed > 0 || (growth !== undefined && growth > RSS_AIM) ? 1 : 0;
  });
}

/** The live heap at the start and the end, its largest object kinds and those that grew most between them. */
function heapLines(start: HeapReading | undefined, end: HeapReading | undefined): string[] {
  if (!start || !end) return ['live JS heap: n/a'];
  const signed = (value: number, digits: number) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;
  const largest = end.largest.map((kind) => `${kind.name} ${kind.mib.toFixed(1)} MiB (${kind.count})`);
  const grown = grownKinds(start, end).map((kind) => `${kind.name} ${signed(kind.grewMiB, 2)} MiB (${signed(kind.grewCount, 0)} objects)`);
  return [
    `live JS heap (heap snapshots, after a full GC): start ${start.liveMiB.toFixed(1)} MiB, end ${end.liveMiB.toFixed(1)} MiB`,
    `largest at the end: ${largest.join(', ')}`,
    `grew most: ${grown.join(', ')}`,
  ];
}

runBench(main);
