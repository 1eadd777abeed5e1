// Research activity square benchmark, on a throwaway PostgreSQL cluster with the built server as a separate process:
// 50,000 published activities in the demo tenant (most open sign-up, the rest for chosen sections or a group the
// teacher is not in), then the teacher's square: the first page, a page read from a cursor deep in the set, a kind +
// state filter and a keyword search. Each against the bare Fastify route and the one-query ceiling of the same run
// (the ratio is the figure to watch; absolute numbers depend on the machine).
// Run with `npx tsx bench/research.bench.ts` after a build (or through `npm run bench`).
import pg from 'pg';
import { bearer, DEMO_APP_ID, login } from '../e2e/support/api';
import { endpointLoader } from './load';
import { printResultTable, runBench } from './report';
import { withBenchStack } from './stack';

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 8;
const DATABASE = 'yanxiu_research_bench';
const ACTIVITIES = 50_000;

const load = endpointLoader({
  connections: CONNECTIONS,
  warmupSeconds: WARMUP_SECONDS,
  durationSeconds: DURATION_SECONDS,
  database: DATABASE,
});

/** ACTIVITIES published activities over two years around now, in one statement; answers a cursor half-way down. */
async function addActivities(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ tenant_id: number; id: string; org_unit_id: string }>(
    `select u.tenant_id, u.id, u.org_unit_id from users u join tenants t on t.id = u.tenant_id where t.app_id = $1 and u.username = 'district_admin'`,
    [DEMO_APP_ID],
  );
  const staff = rows[0]!;
  await client.query(
    `insert into research_activities (tenant_id, kind, title, organiser_unit_id, mode, place, starts_at, ends_at, audience, section_codes,
       completion_rule, credit_hours, status, published_at, created_by, search_grams)
     select $1, (array['lesson_prep','observation','seminar','lecture','reading'])[1 + i % 5], title, $2,
       (array['online','offline','mixed'])[1 + i % 3], '报告厅', at, at + interval '2 hours',
       case when i % 10 = 0 then 'schools' else 'open' end, case when i % 10 = 0 then array['4'] else '{}'::text[] end,
       array['attended'], 2, 'published', now(), $3, yx_grams(lower(title))
     from (select i, '压测教研活动 ' || i || (array['大单元教学','作业设计','课堂观察','整本书阅读'])[1 + i % 4] as title,
                  now() - interval '1 year' + (i * interval '10 minutes') as at
             from generate_series(1, $4::int) as i) as s`,
    [staff.tenant_id, staff.org_unit_id, staff.id, ACTIVITIES],
  );
  await client.query('analyze research_activities');
  const { rows: middle } = await client.query<{ starts_at: Date; id: string }>(
    `select starts_at, id from research_activities where tenant_id = $1 order by starts_at desc, id desc offset $2 limit 1`,
    [staff.tenant_id, ACTIVITIES / 2],
  );
  return Buffer.from(JSON.stringify([middle[0]!.starts_at.getTime(), Number(middle[0]!.id)])).toString('base64url');
}

async function main(): Promise<number> {
  return withBenchStack(DATABASE, async ({ databaseUrl, base, serverPid, bare }) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const cursor = await addActivities(client);
      const teacher = await login(base);
      const square = (query: string) => `${base}/api/research/activities?appId=${DEMO_APP_ID}${query}`;
      const bases = [
        await load('GET bare Fastify route', bare.url),
        await load('GET bare Fastify + prepared pk SELECT (ceiling)', bare.dbUrl),
      ];
      const rows = [
        await load(`GET square, first page (${ACTIVITIES} activities)`, square(''), bearer(teacher), serverPid),
        await load('GET square, page from a cursor half-way down', square(`&cursor=${cursor}`), bearer(teacher), serverPid),
        await load('GET square, kind + state filter', square('&kind=observation&state=ended'), bearer(teacher), serverPid),
        await load('GET square, keyword (two characters)', square(`&keyword=${encodeURIComponent('作业')}`), bearer(teacher), serverPid),
      ];
      printResultTable(
        rows,
        bases[0]!.result,
        [`${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint after ${WARMUP_SECONDS} s warm-up; size 12 per page.`],
        bases[1]!.result,
      );
      return 0;
    } finally {
      await client.end();
    }
  });
}

runBench(main);
