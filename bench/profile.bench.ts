// Profile benchmark, on a throwaway PostgreSQL cluster with the built server as a separate process, against a bare
// Fastify route measured in the same run (req/s, p99, ours/bare):
// 1. a teacher's list of one kind when they hold 500 records of it (page 1, and the last page);
// 2. the staff verification queue over 100,000 records of 1,000 teachers in the demo district's three schools: the
//    district's page 1 and page 500 (by offset, and by keyset from the last id of page 499), a school admin's page 1 (a third of the records are theirs), and page 1 with the
//    kind and teacher-name filters.
// getTeacherInfo (a signed-in read of one row) is measured too, as the floor of an authenticated call.
// The plans of the queue's page and capped count are printed, to show the (state, id) index walked in order.
// Run with `npx tsx bench/profile.bench.ts` after a build.
import pg from 'pg';
import { bearer, DEMO_APP_ID, login } from '../e2e/support/api';
import { endpointLoader } from './load';
import { withBenchStack } from './stack';
import { printResultTable, runBench } from './report';

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 8;
const DATABASE = 'yanxiu_profile_bench';
const TEACHER_RECORDS = 500;
const QUEUE_RECORDS = 100_000;
const QUEUE_TEACHERS = 1_000;

/**
 * The records, written in a few statements. Each copies the kind's fields from the demo teacher's seeded record of
 * that kind, so every row is one the API's answer schemas accept. The queue's records are three in four
 * unverified, the rest verified, spread over 1,000 teachers of the three schools and twenty years.
 */
async function insertRecords(databaseUrl: string): Promise<{ page500After: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tenant_id: number; teacher_id: string }>(
      `select u.tenant_id, u.id as teacher_id from users u join tenants t on t.id = u.tenant_id where t.app_id = $1 and u.username = 'teacher'`,
      [DEMO_APP_ID],
    );
    const { tenant_id: tenantId, teacher_id: teacherId } = rows[0]!;
    const samples = `select distinct on (kind) kind, fields, level from profile_records where tenant_id = $1 and user_id = $2 order by kind, id`;
    await client.query(
      `insert into profile_records (tenant_id, user_id, kind, title, occurred_on, level, fields, state, version)
       select $1, $2, s.kind, '压测论文 第' || i || '篇', date '2025-06-30' - (i % 3650), s.level, s.fields,
              case when i % 3 = 0 then 'verified' else 'unverified' end, 1
         from generate_series(1, $3::int) as i, (${samples} ) s where s.kind = 'public-thesis'`,
      [tenantId, teacherId, TEACHER_RECORDS],
    );
    await client.query(
      `insert into users (tenant_id, username, password_hash, name, org_unit_id, roles)
       select $1, 'bench' || i, 'not a hash', '压测教师' || i, (array(select id from org_units where tenant_id = $1 and level = 1 order by id))[1 + i % 3], array['teacher']
         from generate_series(1, $2::int) as i`,
      [tenantId, QUEUE_TEACHERS],
    );
    await client.query(
      `with kinds as (select row_number() over (order by kind) - 1 as n, kind, fields, level from (${samples}) s),
            teachers as (select array_agg(id order by id) as ids from users where tenant_id = $1 and username like 'bench%')
       insert into profile_records (tenant_id, user_id, kind, title, occurred_on, level, fields, state, version)
       select $1, teachers.ids[1 + i % ${QUEUE_TEACHERS}], k.kind, '压测记录 ' || i, date '2025-06-30' - (i % 7300), k.level, k.fields,
              case when i % 4 = 0 then 'verified' else 'unverified' end, 1
         from generate_series(1, $3::int) as i, teachers, kinds k
        where k.n = i % (select count(*) from kinds)`,
      [tenantId, teacherId, QUEUE_RECORDS],
    );
    await client.query('vacuum analyze profile_records');
    await client.query('analyze users');
    // The shape of the district queue's ids of page 1 and its capped count (see verification.repository.ts).
    const from = `profile_records r join users u on u.tenant_id = r.tenant_id and u.id = r.user_id join org_units o on o.tenant_id = u.tenant_id and o.id = u.org_unit_id`;
    const { rows: offices } = await client.query<{ path: string }>(
      `select path from org_units where tenant_id = $1 and level = 2 order by id limit 1`,
      [tenantId],
    );
    const where = `r.tenant_id = $1 and r.state = 'unverified' and o.path like '${offices[0]!.path}%'`;
    for (const [label, statement] of [
      ['queue page 1 (district)', `select r.id from ${from} where ${where} order by r.id limit 10`],
      ['its count (capped at 110)', `select count(*) from (select 1 from ${from} where ${where} limit 110) counted`],
    ] as const) {
      const plan = await client.query(`explain (analyze, costs off) ${statement}`, [tenantId]);
      console.log(`plan of ${label}:\n  ${plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n  ')}`);
    }
    // The last id of page 499, where a keyset request for page 500 starts.
    const { rows: edge } = await client.query<{ id: string }>(`select r.id from ${from} where ${where} order by r.id offset 4989 limit 1`, [
      tenantId,
    ]);
    return { page500After: Number(edge[0]!.id) };
  } finally {
    await client.end();
  }
}

const load = endpointLoader({
  connections: CONNECTIONS,
  warmupSeconds: WARMUP_SECONDS,
  durationSeconds: DURATION_SECONDS,
  database: DATABASE,
});

async function main(): Promise<number> {
  return withBenchStack(DATABASE, async ({ databaseUrl, base, serverPid, bare }) => {
    const started = Date.now();
    const { page500After } = await insertRecords(databaseUrl);
    console.log(
      `inserted ${TEACHER_RECORDS} records for the teacher and ${QUEUE_RECORDS} for the queue in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const teacher = await login(base);
    const schoolAdmin = await login(base, { username: 'school_admin', password: 'Yanxiu@2026' });
    const districtAdmin = await login(base, { username: 'district_admin', password: 'Yanxiu@2026' });
    const api = (path: string, query = '') => `${base}/api${path}?appId=${DEMO_APP_ID}${query ? `&${query}` : ''}`;
    const list = (query: string) => api('/baseData/user/app-teacher-public-thesis/list', query);
    const queue = (query: string) => api('/profile/manage/records', query);

    const check = await fetch(queue('current=500'), { headers: bearer(districtAdmin) });
    const page = (await check.json()) as { data: { total: number; totalIsLowerBound: boolean; records: unknown[] } };
    console.log(
      `queue page 500 (district): ${page.data.records.length} rows, total ${page.data.total}${page.data.totalIsLowerBound ? '+' : ''}`,
    );
    const lastPage = Math.ceil((TEACHER_RECORDS + 2) / 10);

    const rows = [
      await load('GET bare Fastify route', bare.url),
      // A signed-in read of one row, for the floor every authenticated call stands on.
      await load('getTeacherInfo (reference)', api(`/baseData/user/teacher/getTeacherInfo/${teacher.userId}`), bearer(teacher), serverPid),
      await load(`list (teacher, ${TEACHER_RECORDS} papers) page 1`, list(''), bearer(teacher), serverPid),
      await load(`list (teacher, ${TEACHER_RECORDS} papers) page ${lastPage}`, list(`current=${lastPage}`), bearer(teacher), serverPid),
      await load('queue page 1 (district, 100,000 records)', queue(''), bearer(districtAdmin), serverPid),
      await load('queue page 500 (district, offset)', queue('current=500'), bearer(districtAdmin), serverPid),
      await load('queue page 500 (district, keyset)', queue(`current=500&after=${page500After}`), bearer(districtAdmin), serverPid),
      await load('queue page 1 (school admin)', queue(''), bearer(schoolAdmin), serverPid),
      await load(
        'queue page 1 (district, kind + name)',
        queue(`kind=public-thesis&keyword=${encodeURIComponent('压测教师1')}`),
        bearer(districtAdmin),
        serverPid,
      ),
    ];
    printResultTable(rows, rows[0]!.result, [
      `${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint after ${WARMUP_SECONDS} s warm-up; ${QUEUE_RECORDS} queue records of ${QUEUE_TEACHERS} teachers.`,
    ]);

    const failed = rows.filter(({ result }) => result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || result['2xx'] === 0);
    if (failed.length > 0) {
      for (const { name, result } of failed)
        console.error(`FAIL ${name}: status counts ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors`);
      return 1;
    }
    return 0;
  });
}

runBench(main);
