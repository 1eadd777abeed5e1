// Soak: mixed reads and writes (soak-load.ts) against the built server on a throwaway PostgreSQL, at about 80 % of the
// peak measured first, for SOAK_SECONDS (default 300). Reports every failed call (aim: none) and the server's resident
// memory at the start (after a warm-up at the soak rate), its peak and at the end (after the load stops and the
// server idles a few seconds); aim: the end within 10 % of the start, i.e. nothing keeps growing under load. With
// SOAK_HEAP=1 it also reads the live JavaScript heap from heap snapshots at the start and the end (heap-snapshot.ts),
// with the object kinds that grew most, which tells a leak from memory V8 and the allocator keep for reuse; writing a
// snapshot costs the server a few hundred MiB of resident memory itself, so the resident figures of such a run are
// not the aim's.
// Exits 1 when a call failed or the memory aim is missed. Run with `npm run bench`, or alone after a build:
// `SOAK_SECONDS=30 npx tsx bench/soak.bench.ts`.
import autocannon, { type Result } from 'autocannon';
import { login, type LoginInfo } from '../e2e/support/api';
import { heapSnapshotOptions, readLiveHeap, type HeapReading } from './heap-snapshot';
import { runBench } from './report';
import { rssMiB, sampleRss, soakRequests } from './soak-load';
import { withBenchStack } from './stack';
import { insertLessons, openWatchers } from './watchers';

const CONNECTIONS = 20;
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const PEAK_SECONDS = 10;
/** At the soak rate before the starting reading, so caches, pools and JIT have filled. */
const WARMUP_SECONDS = Math.min(60, Math.max(10, Math.round(SOAK_SECONDS / 5)));
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

async function main(): Promise<number> {
  if (!Number.isFinite(SOAK_SECONDS) || SOAK_SECONDS < 10) throw new Error('SOAK_SECONDS must be a number of seconds, at least 10');
  const heap = process.env.SOAK_HEAP === '1' ? heapSnapshotOptions() : undefined;
  return withBenchStack(DATABASE, async ({ databaseUrl, base, serverPid }) => {
    const { unitIds } = await insertLessons(databaseUrl, { accounts: TEACHERS, lessons: LESSONS, lessonSeconds: LESSON_SECONDS });
    const teachers: LoginInfo[] = [];
    for (const username of TEACHERS) teachers.push(await login(base, { username, password: 'Yanxiu@2026' }));
    const staff = await login(base, { username: 'district_admin', password: 'Yanxiu@2026' });
    const watchers = await openWatchers(base, teachers, unitIds);
    const load = (duration: number, overallRate?: number) =>
      autocannon({ url: base, connections: CONNECTIONS, duration, requests: soakRequests(teachers, staff, watchers), ...(overallRate ? { overallRate } : {}) });

    console.log(`soak: measuring the peak of the mix for ${PEAK_SECONDS} s (${CONNECTIONS} connections) ...`);
    const peak = await load(PEAK_SECONDS);
    const rate = Math.max(1, Math.round(peak.requests.average * LOAD_SHARE));
    console.log(`soak: peak ${peak.requests.average.toFixed(0)} req/s; warming up ${WARMUP_SECONDS} s at ${rate} req/s ...`);
    const warmup = await load(WARMUP_SECONDS, rate);
    const start = rssMiB(serverPid);
    // After the resident reading: writing a snapshot costs memory of its own, which then counts as growth, not less.
    const startHeap = serverPid === undefined || !heap ? undefined : await readLiveHeap(serverPid, heap.dir);
    console.log(`soak: ${SOAK_SECONDS} s at ${rate} req/s from ${mib(start)} ...`);
    const sampler = sampleRss(serverPid);
    const soak = await load(SOAK_SECONDS, rate);
    await sleep(IDLE_SECONDS);
    const highest = sampler.stop();
    const end = rssMiB(serverPid);
    const endHeap = serverPid === undefined || !heap ? undefined : await readLiveHeap(serverPid, heap.dir);

    const growth = start !== undefined && end !== undefined ? (end - start) / start : undefined;
    const failed = failures(peak) + failures(warmup) + failures(soak);
    console.log(
      [
        '',
        `mix: 7 reads, 2 heartbeats, 1 audited staff write per cycle; ${TEACHERS.length} teachers' sessions, ${watchers.length} watchers`,
        `peak ${peak.requests.average.toFixed(0)} req/s; soak target ${rate} req/s (${LOAD_SHARE * 100} %), achieved ${soak.requests.average.toFixed(0)} req/s, p99 ${soak.latency.p99} ms`,
        `calls: ${soak.requests.total} in the soak; failed ${failed} (non-2xx ${peak.non2xx + warmup.non2xx + soak.non2xx}, errors ${peak.errors + warmup.errors + soak.errors}, timeouts ${peak.timeouts + warmup.timeouts + soak.timeouts}); status counts ${JSON.stringify(soak.statusCodeStats)}`,
        `server RSS: start ${mib(start)} (after ${WARMUP_SECONDS} s warm-up), peak ${mib(highest)}, end ${mib(end)} (${IDLE_SECONDS} s after the load)` +
          (growth === undefined ? '' : `: end ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % of start (aim within ${RSS_AIM * 100} %)`),
        ...(heap ? [heapLine(startHeap, endHeap)] : []),
      ].join('\n'),
    );
    if (failed > 0) console.error('soak: FAILED, calls failed under a load the server should carry');
    if (growth !== undefined && growth > RSS_AIM) console.error('soak: FAILED, resident memory grew beyond the aim');
    return failed > 0 || (growth !== undefined && growth > RSS_AIM) ? 1 : 0;
  }, heap ? { NODE_OPTIONS: heap.nodeOptions } : {});
}

/** The live heap at the start and the end, and the object kinds that grew most between them. */
function heapLine(start: HeapReading | undefined, end: HeapReading | undefined): string {
  if (!start || !end) return 'live JS heap: n/a';
  const before = new Map(start.largest.map((entry) => [entry.name, entry.mib]));
  const kinds = end.largest.map((entry) => `${entry.name} ${entry.mib.toFixed(1)} MiB (${(entry.mib - (before.get(entry.name) ?? 0) >= 0 ? '+' : '')}${(entry.mib - (before.get(entry.name) ?? 0)).toFixed(1)})`);
  return `live JS heap (heap snapshots, after a full GC): start ${start.liveMiB.toFixed(1)} MiB, end ${end.liveMiB.toFixed(1)} MiB; largest at the end: ${kinds.join(', ')}`;
}

runBench(main);
