// Seeding for the assessment benchmarks, in bulk SQL on the bench's PostgreSQL: teachers spread over the demo
// district's schools (able to sign in as the demo teacher does), enrolled in the demo exam's programme.
import pg from 'pg';
import { DEMO_APP_ID } from '../e2e/support/api';

/** The demo programme's exam (assessment's demo seed), its programme and unit. */
export type DemoExam = { tenantId: number; examId: number; programmeId: number; unitId: number; totalPoints: number };

/** Runs `work` on one client of the database, closed afterwards. */
export async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The published programme exam the demo seed made. */
export async function demoExam(client: pg.Client): Promise<DemoExam> {
  const { rows } = await client.query<{ tenant_id: number; id: string; programme_id: string; unit_id: string; total_points: number }>(
    `select e.tenant_id, e.id, e.programme_id, e.unit_id, e.total_points
       from assessment_exams e join tenants t on t.id = e.tenant_id
      where t.app_id = $1 and e.programme_id is not null and e.status = 'published'
      order by e.id limit 1`,
    [DEMO_APP_ID],
  );
  const exam = rows[0];
  if (!exam) throw new Error('the demo seed made no programme exam');
  return {
    tenantId: exam.tenant_id,
    examId: Number(exam.id),
    programmeId: Number(exam.programme_id),
    unitId: Number(exam.unit_id),
    totalPoints: exam.total_points,
  };
}

/**
 * Inserts teachers `prefix`1..`count` spread over the demo district's schools, signing in with the demo teacher's
 * password (its hash is copied), and enrols them in the programme. Answers their user ids in order.
 */
export async function insertEnrolledTeachers(client: pg.Client, exam: DemoExam, prefix: string, count: number): Promise<number[]> {
  const { rows } = await client.query<{ id: string }>(
    `with schools as (select array_agg(id order by id) as ids from org_units where tenant_id = $1 and level = 1),
          demo as (select password_hash from users where tenant_id = $1 and username = 'teacher'),
          added as (
            insert into users (tenant_id, username, password_hash, name, org_unit_id, roles)
            select $1, $2 || i, demo.password_hash, '压测教师' || lpad(i::text, 5, '0'), s.ids[1 + i % cardinality(s.ids)], array['teacher']
              from generate_series(1, $3::int) as i, schools s, demo
            returning tenant_id, id),
          teachers_added as (insert into teachers (tenant_id, user_id) select tenant_id, id from added returning user_id)
     insert into training_enrolments (tenant_id, programme_id, user_id, status, source)
     select $1, $4, user_id, 'enrolled', 'open' from teachers_added
     returning user_id as id`,
    [exam.tenantId, prefix, count, exam.programmeId],
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
