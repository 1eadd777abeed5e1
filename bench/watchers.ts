// Watchers of long video lessons for the benchmarks that send heartbeats (learning.bench.ts, soak.bench.ts): a
// published programme of long units inserted straight into the database, the bench accounts enrolled in it, and a
// watch session opened per account and lesson through the API.
import pg from 'pg';
import { bearer, DEMO_APP_ID, type LoginInfo } from '../e2e/support/api';

/** One open watch session and what the server acknowledged of it. */
export type Watcher = {
  userId: string;
  unitId: number;
  ticket: string;
  seq: number;
  position: number;
  accepted: number;
  lastAccepted: number;
  /** A presence check the server said is due, and the choice a person in front of the screen would click. */
  check?: { id: string; choice: number };
  /** The last check answered: a heartbeat answered before the answer arrived may still name it. */
  answeredCheckId?: string;
};

type LessonsOptions = { accounts: string[]; lessons: number; lessonSeconds: number };

/** Runs one statement: `pg`'s Client and PGlite (opened on a stopped server's data directory) both answer so. */
export type RunQuery = <Row extends Record<string, unknown>>(text: string, values: unknown[]) => Promise<{ rows: Row[] }>;

/** A published programme with `lessons` video units of `lessonSeconds` each, and `accounts` enrolled in it. */
export async function insertLessons(databaseUrl: string, options: LessonsOptions): Promise<{ tenantId: number; unitIds: number[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await insertLessonsWith((text, values) => client.query(text, values), options);
  } finally {
    await client.end();
  }
}

/** insertLessons through any connection. */
export async function insertLessonsWith(
  query: RunQuery,
  { accounts, lessons, lessonSeconds }: LessonsOptions,
): Promise<{ tenantId: number; unitIds: number[] }> {
  const { rows } = await query<{ tenant_id: number; org_unit_id: string; id: string }>(
    `select u.tenant_id, u.org_unit_id, u.id from users u join tenants t on t.id = u.tenant_id where t.app_id = $1 and u.username = 'district_admin'`,
    [DEMO_APP_ID],
  );
  const staff = rows[0]!;
  const programme = await query<{ id: string }>(
    `insert into training_programmes (tenant_id, kind, title, organiser_unit_id, level, enrol_mode, enrol_start, enrol_end, starts_on, ends_on,
       credit_hours, status, created_by, published_at)
     values ($1, 'common', '心跳压测课程', $2, 2, 'open', now() - interval '1 day', now() + interval '30 days', current_date, current_date + 30, 10, 'published', $3, now())
     returning id`,
    [staff.tenant_id, staff.org_unit_id, staff.id],
  );
  const programmeId = programme.rows[0]!.id;
  const units = await query<{ id: string }>(
    `insert into training_units (tenant_id, programme_id, position, kind, title, duration_seconds, credit_hours)
     select $1, $2, i, 'video', '第' || i || '讲', $3, 0.5 from generate_series(1, $4::int) as i returning id`,
    [staff.tenant_id, programmeId, lessonSeconds, lessons],
  );
  await query(
    `insert into training_enrolments (tenant_id, programme_id, user_id, status, source)
     select u.tenant_id, $2, u.id, 'enrolled', 'open' from users u where u.tenant_id = $1 and u.username = any($3::text[])`,
    [staff.tenant_id, programmeId, accounts],
  );
  return { tenantId: staff.tenant_id, unitIds: units.rows.map((row) => Number(row.id)) };
}

/** Opens a watch session per (account, lesson) pair. */
export async function openWatchers(base: string, sessions: LoginInfo[], unitIds: number[]): Promise<Watcher[]> {
  const watchers: Watcher[] = [];
  for (const session of sessions) {
    for (const unitId of unitIds) {
      const response = await fetch(`${base}/api/learning/watch/start?appId=${DEMO_APP_ID}`, {
        method: 'POST',
        headers: { ...bearer(session), 'content-type': 'application/json' },
        body: JSON.stringify({ unitId }),
      });
      const body = (await response.json()) as { code: number; data: { ticket: string; lastSeq: number } };
      if (body.code !== 0) throw new Error(`watch start answered ${JSON.stringify(body)}`);
      watchers.push({
        userId: session.userId,
        unitId,
        ticket: body.data.ticket,
        seq: body.data.lastSeq,
        position: 0,
        accepted: 0,
        lastAccepted: 0,
      });
    }
  }
  return watchers;
}

/** The body of the answer to a watcher's due presence check (a generated one: the number shown in the prompt). */
export function nextAnswer(watcher: Watcher & { check: { id: string; choice: number } }): string {
  return JSON.stringify({ ticket: watcher.ticket, checkId: watcher.check.id, choice: watcher.check.choice });
}

/** The body of the next heartbeat of a watcher: one more in sequence, `step` media seconds further. */
export function nextHeartbeat(watcher: Watcher, step: number): string {
  watcher.seq += 1;
  watcher.position += step;
  return JSON.stringify({ ticket: watcher.ticket, seq: watcher.seq, position: watcher.position, playbackRate: 1, visible: true });
}
