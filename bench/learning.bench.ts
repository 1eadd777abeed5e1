// Heartbeat benchmark, on a throwaway PostgreSQL cluster with the built server as a separate process: 2,000 watchers
// (5 teachers x 400 long video lessons) send heartbeats as fast as 20 connections allow, against a bare Fastify
// route measured in the same run. Afterwards every watcher's stored row must show exactly the heartbeats the server
// acknowledged (`accepted: true`) and the last of them: nothing acknowledged may be lost.
// Run with `npm run bench` or `npx tsx bench/learning.bench.ts` after a build.
import autocannon, { type RequestContext, type Result } from 'autocannon';
import pg from 'pg';
import { DEMO_APP_ID, login } from '../e2e/support/api';
import { measureCpu } from './cpu';
import { insertLessons, nextHeartbeat, openWatchers, type Watcher } from './watchers';
import { withBenchStack } from './stack';
import { type BenchRow, printResultTable, runBench } from './report';

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 10;
const DATABASE = 'yanxiu_learning_bench';
const ACCOUNTS = ['teacher', 'backbone', 'school_admin', 'district_admin', 'expert'];
const LESSONS = 400;
/** Ten hours: no lesson completes during the run, so every heartbeat takes the hot path. */
const LESSON_SECONDS = 36_000;
/** Media seconds each heartbeat advances; below the real time between two heartbeats of one watcher. */
const STEP_SECONDS = 0.05;
const AIM_PER_SECOND = 5_000;

/** Heartbeats round-robin over the watchers; each connection remembers whose heartbeat it sent last. */
async function heartbeats(url: string, watchers: Watcher[], duration: number): Promise<Result> {
  let next = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest(request, context: RequestContext) {
          const watcher = watchers[next++ % watchers.length]!;
          const body = nextHeartbeat(watcher, STEP_SECONDS);
          context.watcher = watcher;
          context.seq = watcher.seq;
          return { ...request, body };
        },
        onResponse(status, body, context: RequestContext) {
          if (status !== 200) return;
          const answer = JSON.parse(body) as { data: { accepted: boolean } };
          if (!answer.data.accepted) return;
          const watcher = context.watcher as Watcher;
          watcher.accepted += 1;
          watcher.lastAccepted = Math.max(watcher.lastAccepted, context.seq as number);
        },
      },
    ],
  });
}

/**
 * Compares every watcher's stored row with what the server acknowledged to it. Lost: fewer heartbeats stored than
 * acknowledged, or an older last one. Stored but never acknowledged is expected only for requests still in flight
 * when a load run stopped (at most one per connection and run).
 */
async function audit(databaseUrl: string, tenantId: number, watchers: Watcher[]): Promise<{ lost: string[]; unacknowledged: number; overCredited: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ unit_id: string; user_id: string; heartbeats: number; last_seq: string | null; watched_seconds: number; started_at: string | null; last_sent_at: string | null }>(
      `select unit_id, user_id, heartbeats, last_seq, watched_seconds, started_at, last_sent_at from lesson_watch_states where tenant_id = $1`,
      [tenantId],
    );
    const stored = new Map(rows.map((row) => [`${row.user_id}:${row.unit_id}`, row]));
    const lost: string[] = [];
    const overCredited: string[] = [];
    let unacknowledged = 0;
    for (const watcher of watchers) {
      const row = stored.get(`${watcher.userId}:${watcher.unitId}`);
      const heartbeats = row?.heartbeats ?? 0;
      const lastSeq = row?.last_seq ? Number(row.last_seq) : 0;
      if (heartbeats < watcher.accepted || lastSeq < watcher.lastAccepted) {
        lost.push(`watcher ${watcher.userId}/${watcher.unitId}: acknowledged ${watcher.accepted} up to seq ${watcher.lastAccepted}, stored ${heartbeats} up to ${lastSeq}`);
      }
      unacknowledged += Math.max(0, heartbeats - watcher.accepted);
      // Never more credited than the wall-clock time between its first and last accepted heartbeat (plus 10 %).
      const wallSeconds = row?.started_at && row.last_sent_at ? (Number(row.last_sent_at) - Number(row.started_at)) / 1000 : 0;
      if (row && row.watched_seconds > wallSeconds * 1.1 + 1e-6) overCredited.push(`watcher ${watcher.userId}/${watcher.unitId}: credited ${row.watched_seconds} s in ${wallSeconds} s`);
    }
    return { lost, unacknowledged, overCredited };
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  return withBenchStack(DATABASE, async ({ databaseUrl, base, serverPid, bare }) => {
    const { tenantId, unitIds } = await insertLessons(databaseUrl, { accounts: ACCOUNTS, lessons: LESSONS, lessonSeconds: LESSON_SECONDS });
    const sessions = [];
    for (const username of ACCOUNTS) sessions.push(await login(base, { username, password: 'Yanxiu@2026' }));
    const watchers = await openWatchers(base, sessions, unitIds);
    console.log(`${watchers.length} watchers (${ACCOUNTS.length} accounts x ${LESSONS} lessons) opened`);

    const bareOptions = { url: bare.url, connections: CONNECTIONS };
    await autocannon({ ...bareOptions, duration: WARMUP_SECONDS });
    const bareRun = await measureCpu(undefined, undefined, () => autocannon({ ...bareOptions, duration: DURATION_SECONDS }));
    const url = `${base}/api/learning/watch/heartbeat?appId=${DEMO_APP_ID}`;
    await heartbeats(url, watchers, WARMUP_SECONDS);
    const heartbeatRun = await measureCpu(serverPid, DATABASE, () => heartbeats(url, watchers, DURATION_SECONDS));
    const rows: BenchRow[] = [
      { name: 'GET bare Fastify route', ...bareRun },
      { name: 'POST heartbeat (2,000 watchers)', ...heartbeatRun },
    ];
    printResultTable(rows, bareRun.result, [`${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint after ${WARMUP_SECONDS} s warm-up.`]);

    const acknowledged = watchers.reduce((total, watcher) => total + watcher.accepted, 0);
    const { lost, unacknowledged, overCredited } = await audit(databaseUrl, tenantId, watchers);
    const inFlightBound = CONNECTIONS * 2;
    const perSecond = heartbeatRun.result.requests.average;
    console.log(
      `\nheartbeats: ${perSecond.toFixed(0)}/s sustained (aim ${AIM_PER_SECOND}/s), p99 ${heartbeatRun.result.latency.p99} ms; ` +
        `${acknowledged} acknowledged over warm-up and run, ${lost.length === 0 ? 'every one found in the stored rows (none lost)' : `${lost.length} watchers lost some`}; ` +
        `${unacknowledged} stored but not acknowledged (in flight when a run stopped, at most ${inFlightBound}); ${overCredited.length} watchers credited beyond wall-clock time`,
    );
    for (const problem of [...lost, ...overCredited].slice(0, 10)) console.error(`FAIL ${problem}`);
    const result = heartbeatRun.result;
    if (lost.length > 0 || overCredited.length > 0 || unacknowledged > inFlightBound) return 1;
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) return 1;
    return 0;
  });
}

runBench(main);
