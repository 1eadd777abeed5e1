// Foundation benchmark: how much the real server (tenant resolution, auth, database) costs per request
// compared with a bare Fastify route, on a throwaway PostgreSQL cluster. Run with `npm run bench`.
//
// For each endpoint: 2 s warm-up, then 8 s measured, 20 connections (autocannon). Prints req/s, p99 latency,
// ours/bare throughput ratio, CPU microseconds per request by process (see bench/cpu.ts) and non-2xx counts;
// exits 1 if any request failed.
import autocannon, { type Result } from 'autocannon';
import { appInfoSearchQuery, bearer, DEMO_APP_ID, login } from '../e2e/support/api';
import { measureCpu, type CpuSplit } from './cpu';
import { withBenchStack } from './stack';
import { printResultTable, runBench } from './report';

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 8;
const DATABASE = 'yanxiu_bench';

type Target = {
  name: string;
  /** The server answering, and whether it uses the database, for the CPU split. */
  pid: number | undefined;
  database?: string;
  /** Built right before the run, so time-limited signatures are fresh. */
  request: () => { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };
};

type Row = {
  name: string;
  result: Result;
  cpu: CpuSplit;
};

async function load(target: Target): Promise<Row> {
  const request = target.request();
  const options = { ...request, connections: CONNECTIONS };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const { result, cpu } = await measureCpu(target.pid, target.database, () => autocannon({ ...options, duration: DURATION_SECONDS }));
  return { name: target.name, result, cpu };
}

async function main(): Promise<number> {
  return withBenchStack(DATABASE, async ({ base, serverPid, bare }) => {
    const session = await login(base);
    console.log(`ours at ${base}, bare at ${bare.url}; signed in as teacher (${session.userId})`);

    const bareUrl = bare.url;
    const oursPid = serverPid;
    // The baseline goes first, while the machine is quiet (the database is idle before our endpoints run).
    const targets: Target[] = [
      { name: 'GET bare Fastify route', pid: bare.pid, request: () => ({ url: bareUrl }) },
      { name: 'GET bare Fastify + prepared pk SELECT (ceiling)', pid: bare.pid, database: DATABASE, request: () => ({ url: bare.dbUrl }) },
      {
        name: 'POST app-info/search (signed)',
        pid: oursPid,
        database: DATABASE,
        request: () => ({
          url: `${base}/api/baseData/app-info/search?${appInfoSearchQuery()}`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ where: { domain_like: 'localhost' } }),
        }),
      },
      {
        name: 'GET checkToken',
        pid: oursPid,
        database: DATABASE,
        request: () => ({ url: `${base}/api/oauthService/checkToken/${session.tokenId}?appId=${DEMO_APP_ID}`, headers: bearer(session) }),
      },
      {
        name: 'GET getTeacherInfo (own)',
        pid: oursPid,
        database: DATABASE,
        request: () => ({
          url: `${base}/api/baseData/user/teacher/getTeacherInfo/${session.userId}?appId=${DEMO_APP_ID}`,
          headers: bearer(session),
        }),
      },
    ];

    const rows: Row[] = [];
    for (const target of targets) {
      console.log(`loading ${target.name} ...`);
      rows.push(await load(target));
    }
    const bareResult = rows[0]!.result;
    printResultTable(
      rows,
      bareResult,
      [
        `${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint after ${WARMUP_SECONDS} s warm-up; req/s is the mean of 1 s samples.`,
      ],
      rows[1]!.result,
    );

    const failed = rows.filter(({ result }) => result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || result['2xx'] === 0);
    if (failed.length > 0) {
      for (const { name, result } of failed) {
        console.error(
          `FAIL ${name}: ${result.non2xx} non-2xx (status counts ${JSON.stringify(result.statusCodeStats)}), ` +
            `${result.errors} errors, ${result.timeouts} timeouts, ${result['2xx']} 2xx`,
        );
      }
      console.error('bench: FAILED, every request must succeed for the numbers to mean anything');
      return 1;
    }
    return 0;
  });
}

runBench(main);
