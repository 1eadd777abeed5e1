// Hours report scale benchmark, on a throwaway PostgreSQL cluster with the built server as a separate process: the
// district's hours report (page 1; page 40 reached by cursor, as moving page by page does, and by number, as a jump
// does) with 1,000 teachers holding 10,000 ledger entries, then with 10,000 teachers holding 100,000, against the bare
// route and the one-query ceiling, printing the 100k/10k ratio.
// Run with `npx tsx bench/hours-report.bench.ts` after a build.
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { bearer, DEMO_APP_ID, login, type LoginInfo } from '../e2e/support/api';
import { chinaYear } from '../apps/server/src/platform/time/china-time';
import { measureCpu, type CpuSplit } from './cpu';
import { withBenchStack } from './stack';
import { printResultTable, runBench } from './report';

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 8;
const DATABASE = 'yanxiu_hours_bench';
const ENTRIES_PER_TEACHER = 10;

type Row = { name: string; result: Result; cpu: CpuSplit };

async function load(name: string, url: string, headers: Record<string, string> = {}, pid?: number, database?: string): Promise<Row> {
  const options = { url, headers, connections: CONNECTIONS };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const { result, cpu } = await measureCpu(pid, database, () => autocannon({ ...options, duration: DURATION_SECONDS }));
  return { name, result, cpu };
}

/** Teachers `from`..`to` spread over the demo district's schools, each with ten credits of this year in rotating categories. */
async function insertTeachers(databaseUrl: string, from: number, to: number, year: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tenant_id: number }>(`select id as tenant_id from tenants where app_id = $1`, [DEMO_APP_ID]);
    const tenantId = rows[0]!.tenant_id;
    await client.query(
      `with schools as (select array_agg(id order by id) as ids from org_units where tenant_id = $1 and level = 1),
            added as (
              insert into users (tenant_id, username, password_hash, name, org_unit_id, roles)
              select $1, 'bench-teacher-' || i, 'not-a-password', '压测教师' || i, s.ids[1 + i % cardinality(s.ids)], array['teacher']
                from generate_series($2::int, $3::int) as i, schools s
              returning tenant_id, id)
       insert into teachers (tenant_id, user_id) select tenant_id, id from added`,
      [tenantId, from, to],
    );
    await client.query(
      `with categories as (select array_agg(code order by position, code) as codes from learning_hour_categories where tenant_id = $1)
       insert into learning_hour_entries (tenant_id, user_id, source, source_ref, programme_id, title, hours, category, year, credited_on)
       select u.tenant_id, u.id, 'offline', 'bench-' || j, null, '压测学时' || j, 0.5 + (u.id + j) % 6, c.codes[1 + (u.id + j) % cardinality(c.codes)], $2::smallint, make_date($2::int, 1 + j % 12, 1)
         from users u, generate_series(1, ${ENTRIES_PER_TEACHER}) as j, categories c
        where u.tenant_id = $1 and u.username like 'bench-teacher-%' and substr(u.username, 15)::int between $3 and $4`,
      [tenantId, year, from, to],
    );
    // As autovacuum would have by the time staff open the report: the bulk insert's trigger updates leave thousands of
    // dead versions of the few per-unit count rows, and the new rows are not yet all-visible for index-only scans.
    await client.query(
      'vacuum analyze users, teachers, learning_hour_entries, learning_hour_totals, learning_report_unit_counts, learning_report_unit_teachers',
    );
  } finally {
    await client.end();
  }
}

async function reportRows(base: string, admin: LoginInfo, serverPid: number | undefined, teachers: number, year: number): Promise<Row[]> {
  const report = (query: string) => `${base}/api/learning/manage/report?appId=${DEMO_APP_ID}&year=${year}&size=20&${query}`;
  const first = await fetch(report('current=1&onlyUnmet=false'), { headers: bearer(admin) });
  const { data } = (await first.json()) as { data: { teachers: number; total: number } };
  console.log(`${teachers} teachers: the report counts ${data.teachers} teachers in scope`);
  const label = `${(teachers * ENTRIES_PER_TEACHER) / 1000}k entries`;
  // Page 40 as staff reach it moving page by page: with the cursor page 39 answered.
  let cursor: string | null = null;
  for (let current = 1; current < 40; current++) {
    const page: Response = await fetch(report(`current=${current}&onlyUnmet=false${cursor ? `&cursor=${cursor}` : ''}`), {
      headers: bearer(admin),
    });
    cursor = ((await page.json()) as { data: { nextCursor: string | null } }).data.nextCursor;
  }
  if (!cursor) throw new Error('page 39 of the report answered no cursor');
  return [
    await load(`${label}: hours report page 1`, report('current=1&onlyUnmet=false'), bearer(admin), serverPid, DATABASE),
    await load(
      `${label}: hours report page 40 (cursor)`,
      report(`current=40&onlyUnmet=false&cursor=${cursor}`),
      bearer(admin),
      serverPid,
      DATABASE,
    ),
    await load(`${label}: hours report page 40 (number)`, report('current=40&onlyUnmet=false'), bearer(admin), serverPid, DATABASE),
    await load(`${label}: hours report page 1, only unmet`, report('current=1&onlyUnmet=true'), bearer(admin), serverPid, DATABASE),
  ];
}

async function main(): Promise<number> {
  return withBenchStack(DATABASE, async ({ databaseUrl, base, serverPid, bare }) => {
    const year = chinaYear(new Date());
    const admin = await login(base, { username: 'district_admin', password: 'Yanxiu@2026' });
    const bases = [
      await load('GET bare Fastify route', bare.url),
      await load('GET bare Fastify + prepared pk SELECT (ceiling)', bare.dbUrl, {}, bare.pid, DATABASE),
    ];
    await insertTeachers(databaseUrl, 1, 1_000, year);
    const small = await reportRows(base, admin, serverPid, 1_000, year);
    await insertTeachers(databaseUrl, 1_001, 10_000, year);
    const large = await reportRows(base, admin, serverPid, 10_000, year);
    const rows = [...bases, ...small, ...large];
    printResultTable(
      rows,
      bases[0]!.result,
      [`${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint after ${WARMUP_SECONDS} s warm-up.`],
      bases[1]!.result,
    );
    console.log('\n100k/10k throughput (1.0: no slower with ten times the teachers and entries):');
    small.forEach((row, index) =>
      console.log(
        `  ${row.name.split(': ')[1]!.padEnd(40)} ${(large[index]!.result.requests.average / row.result.requests.average).toFixed(3)}`,
      ),
    );
    const failed = rows.filter(({ result }) => result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || result['2xx'] === 0);
    for (const { name, result } of failed)
      console.error(`FAIL ${name}: status counts ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors`);
    return failed.length > 0 ? 1 : 0;
  });
}

runBench(main);
