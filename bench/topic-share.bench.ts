// Topic share page benchmark, on a throwaway PostgreSQL cluster with the built server as a separate process: a shared
// topic with three public files in the demo tenant, then, signed out as anyone opening a pasted link would be:
// the page's server-loaded HTML (title, description, Open Graph tags and the embedded data written per request, gzip
// as a browser over plain http asks), its data from GET /pc/__serverLoader, and an unshared topic's 404 page, each
// against the bare Fastify route and the one-query ceiling measured in the same run, with the static index.html every
// other page gets (precompressed, no database) for reference. The ratios are the figures to watch.
// Run with `npx tsx bench/topic-share.bench.ts` after a build (or through `npm run bench`).
import pg from 'pg';
import { SERVER_LOADER_PATH } from '@yanxiu/contract/server-loader';
import { TOPIC_SHARE_ROUTE } from '@yanxiu/contract/topic-share';
import { DEMO_APP_ID } from '../e2e/support/api';
import { endpointLoader } from './load';
import { printResultTable, runBench } from './report';
import { withBenchStack } from './stack';

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 8;
const DATABASE = 'yanxiu_topic_share_bench';

const load = endpointLoader({
  connections: CONNECTIONS,
  warmupSeconds: WARMUP_SECONDS,
  durationSeconds: DURATION_SECONDS,
  database: DATABASE,
});

/** A shared, approved topic of the demo teacher with up to three public files, and an unshared one; answers their ids. */
async function addTopics(client: pg.Client): Promise<{ shared: number; unshared: number }> {
  const { rows } = await client.query<{ tenant_id: number; teacher: string; teacher_org: string; staff: string; staff_org: string }>(
    `select t.id as tenant_id, h.id as teacher, h.org_unit_id as teacher_org, s.id as staff, s.org_unit_id as staff_org
       from tenants t join users h on h.tenant_id = t.id and h.username = 'teacher' join users s on s.tenant_id = t.id and s.username = 'district_admin'
      where t.app_id = $1`,
    [DEMO_APP_ID],
  );
  const who = rows[0]!;
  // One application per host and call: each topic gets its own call.
  const topic = async (title: string, number: string, shared: boolean) => {
    const call = await client.query<{ id: string }>(
      `insert into topic_calls (tenant_id, owner_org_id, title, year, levels, eligibility, starts_at, ends_at, member_cap, expert_count, pass_score,
         period_starts_on, period_ends_on, state, created_by)
       values ($1, $2, '2026 年度区级教育科研课题指南', 2026, '["key","general"]', '{"sectionCodes":[],"subjectCodes":[],"roles":[]}',
         now() - interval '90 days', now() - interval '60 days', 5, 2, 60, current_date - 30, current_date + 700, 'published', $3)
       returning id`,
      [who.tenant_id, who.staff_org, who.staff],
    );
    return client.query<{ id: string }>(
      `insert into topic_applications (tenant_id, call_id, host_user_id, org_unit_id, title, level, plan, phase, topic_no, period_starts_on, period_ends_on,
         approved_at, shared_at, share_abstract)
       values ($1, $2, $3, $4, $5, 'key', '{}', 'approved', $6, current_date - 30, current_date + 700, now() - interval '30 days', $7, $8)
       returning id`,
      [
        who.tenant_id,
        call.rows[0]!.id,
        who.teacher,
        who.teacher_org,
        title,
        number,
        shared ? new Date() : null,
        '研究大单元视角下的作业设计：目标、结构与评价。'.repeat(6),
      ],
    );
  };
  const shared = Number((await topic('大单元教学中的作业设计研究', '2026-901', true)).rows[0]!.id);
  const unshared = Number((await topic('未公开的课题', '2026-902', false)).rows[0]!.id);
  await client.query(
    `insert into topic_files (tenant_id, application_id, file_id, sort, public)
     select $1, $2, id, row_number() over (order by created_at), true from stored_files where tenant_id = $1 order by created_at limit 3`,
    [who.tenant_id, shared],
  );
  return { shared, unshared };
}

async function main(): Promise<number> {
  return withBenchStack(DATABASE, async ({ databaseUrl, base, serverPid, bare }) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { shared, unshared } = await addTopics(client);
      const page = (id: number) => `${base}/pc/topicContentDetail/sharePage/${id}`;
      const loaderUrl = `${base}${SERVER_LOADER_PATH}?appId=${DEMO_APP_ID}&route=${encodeURIComponent(TOPIC_SHARE_ROUTE)}&url=${encodeURIComponent(`/pc/topicContentDetail/sharePage/${shared}`)}`;
      const browser = { 'accept-encoding': 'gzip', 'accept-language': 'zh-CN,zh;q=0.9' };
      for (const [what, url, status] of [
        ['page', page(shared), 200],
        ['loader', loaderUrl, 200],
        ['unshared page', page(unshared), 404],
      ] as const) {
        const answer = await fetch(url);
        if (answer.status !== status) throw new Error(`the ${what} answered ${answer.status}, not ${status}`);
      }
      const bases = [
        await load('GET bare Fastify route', bare.url),
        await load('GET bare Fastify + prepared pk SELECT (ceiling)', bare.dbUrl),
      ];
      const rows = [
        await load('GET static index.html of another page (gzip)', `${base}/pc/scientific/topic`, browser, serverPid),
        await load('GET share page HTML, server-loaded (gzip)', page(shared), browser, serverPid),
        await load('GET /pc/__serverLoader (share page data)', loaderUrl, { 'accept-encoding': 'gzip' }, serverPid),
        await load('GET share page HTML, unshared topic (404)', page(unshared), browser, serverPid),
      ];
      const notFound = rows[3]!;
      printResultTable(
        rows,
        bases[0]!.result,
        [
          `${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint after ${WARMUP_SECONDS} s warm-up; signed out; a shared topic with 3 public files.`,
          `The unshared page answers 404 by design (${notFound.result.non2xx} non-2xx are those).`,
        ],
        bases[1]!.result,
      );
      return 0;
    } finally {
      await client.end();
    }
  });
}

runBench(main);
