// The soak's traffic and its memory readings: a cycle of the calls a signed-in teacher's pages make (session check,
// own record, catalogue, training home, hours, certificates, code tables), video heartbeats (the hottest write) and a
// staff write (an audited upsert), spread over several sessions and watchers; and the server's resident memory.
import fs from 'node:fs';
import type { RequestContext, RequestSpec } from 'autocannon';
import { bearer, DEMO_APP_ID, type LoginInfo } from '../e2e/support/api';
import { nextHeartbeat, type Watcher } from './watchers';

/** Media seconds each heartbeat advances; well below the real time between two heartbeats of one watcher. */
const STEP_SECONDS = 0.05;

const withAppId = (path: string) => `/api${path}${path.includes('?') ? '&' : '?'}appId=${DEMO_APP_ID}`;

/** Takes turns over a list: each call answers the next item. */
function turns<T>(items: T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length]!;
}

/**
 * The requests each connection cycles through: seven reads by the teachers in turn, two heartbeats by the watchers
 * in turn, and one write by the staff session.
 */
export function soakRequests(teachers: LoginInfo[], staff: LoginInfo, watchers: Watcher[]): RequestSpec[] {
  const teacher = turns(teachers);
  const watcher = turns(watchers);
  const read = (path: (who: LoginInfo) => string): RequestSpec => ({
    method: 'GET',
    setupRequest: (request) => {
      const who = teacher();
      return { ...request, path: withAppId(path(who)), headers: bearer(who) };
    },
  });
  const heartbeat: RequestSpec = {
    method: 'POST',
    path: withAppId('/learning/watch/heartbeat'),
    headers: { 'content-type': 'application/json' },
    setupRequest: (request, context: RequestContext) => {
      const next = watcher();
      context.watcher = next;
      return { ...request, body: nextHeartbeat(next, STEP_SECONDS) };
    },
  };
  let sort = 0;
  const staffWrite: RequestSpec = {
    method: 'POST',
    path: withAppId('/teacherProfile/developmentConfig/saveType'),
    headers: { ...bearer(staff), 'content-type': 'application/json' },
    // The same type saved over and over: one upsert and one audit row per call.
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({ code: '9', name: '压测类型', nameEn: 'Soak type', sort: sort++ % 100, enabled: false }),
    }),
  };
  return [
    read((who) => `/oauthService/checkToken/${who.tokenId}`),
    read((who) => `/baseData/user/teacher/getTeacherInfo/${who.userId}`),
    read(() => '/training/programmes?kind=common'),
    read(() => '/training/home'),
    heartbeat,
    read(() => '/learning/hours'),
    read(() => '/learning/certificates'),
    read(() => '/baseData/basecode/findSubjectAndSection'),
    heartbeat,
    staffWrite,
  ];
}

/** Resident memory of a process in MiB (VmRSS); undefined where /proc is missing or the process is gone. */
export function rssMiB(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kib === undefined ? undefined : Number(kib) / 1024;
  } catch {
    return undefined;
  }
}

/** Reads a process's RSS every second until stopped; answers the highest reading. */
export function sampleRss(pid: number | undefined): { stop(): number | undefined } {
  let peak: number | undefined;
  const read = () => {
    const now = rssMiB(pid);
    if (now !== undefined) peak = Math.max(peak ?? 0, now);
  };
  read();
  const timer = setInterval(read, 1000);
  return {
    stop() {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}

/** The server's memory split as bench/memory-probe.mjs last wrote it, in MiB, with when and after how many full GCs. */
export type MemorySplit = {
  at: number;
  collections: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
};

/** The probe's latest reading, or undefined when it wrote none. */
export function readMemorySplit(file: string): MemorySplit | undefined {
  let bytes: MemorySplit;
  try {
    bytes = JSON.parse(fs.readFileSync(file, 'utf8')) as MemorySplit;
  } catch {
    return undefined;
  }
  const mib = (value: number) => value / 2 ** 20;
  return {
    ...bytes,
    rss: mib(bytes.rss),
    heapTotal: mib(bytes.heapTotal),
    heapUsed: mib(bytes.heapUsed),
    external: mib(bytes.external),
    arrayBuffers: mib(bytes.arrayBuffers),
  };
}

/**
 * Has the probe run a full garbage collection in the server, and answers its first regular reading after it (a second
 * on, once V8 has handed the freed pages back); undefined without a probe or /proc.
 */
export async function splitAfterFullGc(pid: number | undefined, file: string, timeoutMs = 30_000): Promise<MemorySplit | undefined> {
  const before = readMemorySplit(file);
  if (pid === undefined || before === undefined) return undefined;
  process.kill(pid, 'SIGWINCH');
  const deadline = Date.now() + timeoutMs;
  let collected: MemorySplit | undefined;
  for (;;) {
    const now = readMemorySplit(file);
    if (now && now.collections > before.collections) {
      collected ??= now;
      if (now.at > collected.at) return now;
    }
    if (Date.now() > deadline) throw new Error(`the server's memory probe answered no full GC within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** "RSS 230 MiB = V8 heap 90 (62 used) + outside the heap 40 (ArrayBuffers 30) + native 100". */
export function describeSplit(split: MemorySplit | undefined): string {
  if (!split) return 'n/a';
  const whole = (value: number) => value.toFixed(0);
  const native = split.rss - split.heapTotal - split.external;
  return `RSS ${whole(split.rss)} MiB = V8 heap ${whole(split.heapTotal)} (${whole(split.heapUsed)} used) + outside the heap ${whole(split.external)} (ArrayBuffers ${whole(split.arrayBuffers)}) + native ${whole(native)}`;
}
