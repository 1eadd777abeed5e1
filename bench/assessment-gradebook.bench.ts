// Grade book benchmark, on a throwaway PostgreSQL cluster with the built server as a separate process: page 1 of the
// grade book of the demo exam's programme with GRADEBOOK_BENCH_TEACHERS (default 10,000) enrolled teachers, most of
// them with attempts (graded, some passed and so with the exam unit completed and its hours credited, some still
// open), unfiltered and under each filter, against the bare route and the one-query ceiling.
// Run with `npm run bench` or `npx tsx bench/assessment-gradebook.bench.ts` after a build.
import { bearer, DEMO_APP_ID, login } from '../e2e/support/api';
import { demoExam, insertEnrolledTeachers, withClient, type DemoExam } from './assessment-bench-data';
import { endpointLoader } from './load';
import { printResultTable, runBench } from './report';
import { withBenchStack } from './stack';

const TEACHERS = Number(process.env.GRADEBOOK_BENCH_TEACHERS ?? 10_000);
const DATABASE = 'yanxiu_gradebook_bench';
const settings = { connections: 20, warmupSeconds: 2, durationSeconds: 8, database: DATABASE };
const load = endpointLoader(settings);

/**
 * Attempts in bulk: nine teachers in ten sat the exam (one in three of them twice); the last attempt of one teacher in
 * ten is still open, the rest graded, about two thirds passing. A passed teacher has the exam unit completed and its
 * hours in the ledger, as the server would have written them.
 */
async function insertAttempts(exam: DemoExam, databaseUrl: string, userIds: number[]): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `insert into assessment_attempts (tenant_id, exam_id, user_id, number, status, seed, started_at, deadline_at, submitted_at,
         submitted_by, max_score, score, passed)
       select $1, $2, u.id, n, case when n = tries and u.id % 10 = 0 then 'open' else 'graded' end, 1,
              now() - interval '2 hours', now() + interval '1 hour',
              case when n = tries and u.id % 10 = 0 then null else now() - interval '1 hour' end,
              case when n = tries and u.id % 10 = 0 then null else 'teacher' end,
              $3, case when n = tries and u.id % 10 = 0 then null else (u.id * 7 + n) % ($3 + 1) end,
              case when n = tries and u.id % 10 = 0 then null else ((u.id * 7 + n) % ($3 + 1)) * 100 >= 60 * $3 end
         from unnest($4::bigint[]) as u(id), lateral (select 1 + (u.id % 3 = 0)::int as tries) t, generate_series(1, t.tries) as n
        where u.id % 10 <> 1`,
      [exam.tenantId, exam.examId, exam.totalPoints, userIds],
    );
    await client.query(
      `with passed as (select distinct user_id from assessment_attempts where tenant_id = $1 and exam_id = $2 and passed)
       insert into training_unit_completions (tenant_id, unit_id, user_id, source) select $1, $3, user_id, 'exam' from passed`,
      [exam.tenantId, exam.examId, exam.unitId],
    );
    await client.query(
      `insert into learning_hour_entries (tenant_id, user_id, source, source_ref, programme_id, title, hours, category, year, credited_on)
       select c.tenant_id, c.user_id, 'lesson', c.unit_id::text, $3, '压测考试', greatest(u.credit_hours, 0.5), 'professional',
              extract(year from now())::smallint, current_date
         from training_unit_completions c join training_units u on u.tenant_id = c.tenant_id and u.id = c.unit_id
        where c.tenant_id = $1 and c.unit_id = $2`,
      [exam.tenantId, exam.unitId, exam.programmeId],
    );
    await client.query(
      'vacuum analyze users, teachers, training_enrolments, training_unit_completions, assessment_attempts, learning_hour_entries, learning_hour_totals',
    );
  });
}

async function main(): Promise<number> {
  return withBenchStack(DATABASE, async ({ databaseUrl, base, serverPid, bare }) => {
    const admin = await login(base, { username: 'district_admin', password: 'Yanxiu@2026' });
    const exam = await withClient(databaseUrl, demoExam);
    const userIds = await withClient(databaseUrl, (client) => insertEnrolledTeachers(client, exam, 'gradebook-bench-', TEACHERS));
    await insertAttempts(exam, databaseUrl, userIds);
    const page = (query: string) =>
      `${base}/api/assessment/manage/gradebook/page?appId=${DEMO_APP_ID}&programmeId=${exam.programmeId}&current=1&size=20${query}`;
    const first = (await (await fetch(page(''), { headers: bearer(admin) })).json()) as {
      data: { total: number; columns: unknown[]; records: Array<{ schoolId: number }> };
    };
    console.log(`grade book of ${first.data.total} enrolled teachers, ${first.data.columns.length} assessed column(s)`);
    if (first.data.total < TEACHERS) throw new Error(`the book counts ${first.data.total} teachers, fewer than the ${TEACHERS} seeded`);
    const schoolId = first.data.records[0]!.schoolId;
    const rows = [
      await load('GET bare Fastify route', bare.url),
      await load('GET bare Fastify + prepared pk SELECT (ceiling)', bare.dbUrl, {}, bare.pid),
      await load(`grade book page 1 (${TEACHERS} teachers)`, page(''), bearer(admin), serverPid),
      await load('grade book page 1, in progress', page('&state=in_progress'), bearer(admin), serverPid),
      await load('grade book page 1, one school', page(`&schoolId=${schoolId}`), bearer(admin), serverPid),
      await load('grade book page 1, keyword', page(`&keyword=${encodeURIComponent('教师0042')}`), bearer(admin), serverPid),
    ];
    printResultTable(
      rows,
      rows[0]!.result,
      [`${settings.connections} connections, ${settings.durationSeconds} s per endpoint after ${settings.warmupSeconds} s warm-up.`],
      rows[1]!.result,
    );
    const failed = rows.filter(({ result }) => result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || result['2xx'] === 0);
    for (const { name, result } of failed)
      console.error(`FAIL ${name}: status counts ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors`);
    return failed.length > 0 ? 1 : 0;
  });
}

runBench(main);
