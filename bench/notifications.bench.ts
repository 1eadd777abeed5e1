// Notifications benchmark, on a throwaway PostgreSQL cluster with the built server as a separate process that runs
// the job queue (JOBS_RUN=true):
// 1. fan-out: 10,000 extra teachers in one school, then MESSAGES messages to every teacher of the tenant, enqueued
//    together on the server's pg-boss queue: fan-out jobs per second, recipients written per second, and the time from
//    enqueueing to the last message's delivery (its rows committed: what the bell then reads);
// 2. the bell's unread-count call per second against the bare Fastify route and the one-query ceiling of the same run.
// Run with `npx tsx bench/notifications.bench.ts` after a build (or through `npm run bench`).
import pg from 'pg';
import PgBoss from 'pg-boss';
import { bearer, DEMO_APP_ID, login } from '../e2e/support/api';
import { endpointLoader } from './load';
import { printResultTable, runBench } from './report';
import { withBenchStack } from './stack';

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 8;
const DATABASE = 'yanxiu_notifications_bench';
const TEACHERS = 10_000;
const MESSAGES = 5;
const FAN_OUT_QUEUE = 'notifications.fanOut';

const load = endpointLoader({
  connections: CONNECTIONS,
  warmupSeconds: WARMUP_SECONDS,
  durationSeconds: DURATION_SECONDS,
  database: DATABASE,
});

/** 10,000 active teachers in the demo teacher's school (one statement), so an audience of teachers is that large. */
async function addTeachers(client: pg.Client): Promise<{ tenantId: number }> {
  const { rows } = await client.query<{ tenant_id: number; org_unit_id: string; password_hash: string }>(
    `select u.tenant_id, u.org_unit_id, u.password_hash from users u join tenants t on t.id = u.tenant_id where t.app_id = $1 and u.username = 'teacher'`,
    [DEMO_APP_ID],
  );
  const teacher = rows[0]!;
  await client.query(
    `insert into users (tenant_id, username, password_hash, name, org_unit_id, roles)
     select $1, 'bench_teacher_' || i, $2, '压测教师' || i, $3, array['teacher'] from generate_series(1, $4::int) as i`,
    [teacher.tenant_id, teacher.password_hash, teacher.org_unit_id, TEACHERS],
  );
  await client.query('analyze users');
  return { tenantId: teacher.tenant_id };
}

/** Writes MESSAGES messages to every teacher and enqueues their fan-out jobs at once; answers when, and their ids. */
async function enqueueFanOuts(client: pg.Client, boss: PgBoss, tenantId: number): Promise<{ at: number; ids: number[] }> {
  const ids: number[] = [];
  for (let index = 0; index < MESSAGES; index++) {
    const { rows } = await client.query<{ id: string }>(
      `insert into notification_messages (tenant_id, kind, params, link, audience) values ($1, 'notice.published', $2, '/noticeList', $3) returning id`,
      [tenantId, JSON.stringify({ title: `压测通知 ${index + 1}` }), JSON.stringify({ kind: 'scope', roles: ['teacher'] })],
    );
    ids.push(Number(rows[0]!.id));
  }
  const at = Date.now();
  await Promise.all(ids.map((messageId) => boss.send(FAN_OUT_QUEUE, { tenantId, messageId })));
  return { at, ids };
}

/** Waits until every message is fanned out; answers the last one's delivery time and the recipients written. */
async function awaitDelivery(client: pg.Client, tenantId: number, ids: number[]): Promise<{ last: number; recipients: number }> {
  for (;;) {
    const { rows } = await client.query<{ pending: string; last: Date | null; recipients: string | null }>(
      `select count(*) filter (where fanned_out_at is null) as pending, max(fanned_out_at) as last, sum(recipient_count) as recipients
         from notification_messages where tenant_id = $1 and id = any($2::bigint[])`,
      [tenantId, ids],
    );
    const row = rows[0]!;
    if (Number(row.pending) === 0) return { last: row.last!.getTime(), recipients: Number(row.recipients) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main(): Promise<number> {
  return withBenchStack(
    DATABASE,
    async ({ databaseUrl, base, serverPid, bare }) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', migrate: false, supervise: false, schedule: false });
      await boss.start();
      try {
        const { tenantId } = await addTeachers(client);
        const { at, ids } = await enqueueFanOuts(client, boss, tenantId);
        const { last, recipients } = await awaitDelivery(client, tenantId, ids);
        const seconds = (last - at) / 1000;
        console.log(
          `fan-out: ${MESSAGES} messages to ${recipients / MESSAGES} teachers each (${recipients} rows) in ${seconds.toFixed(2)} s from enqueueing to the last delivery`,
        );
        console.log(
          `  ${(MESSAGES / seconds).toFixed(2)} fan-out jobs/s, ${Math.round(recipients / seconds)} recipients/s (includes up to 2 s of the worker's polling interval)`,
        );

        const teacher = await login(base);
        const count = `${base}/api/notification/unreadCount?appId=${DEMO_APP_ID}`;
        const bases = [
          await load('GET bare Fastify route', bare.url),
          await load('GET bare Fastify + prepared pk SELECT (ceiling)', bare.dbUrl),
        ];
        const rows = [await load(`GET unread count (teacher with ${MESSAGES} unread)`, count, bearer(teacher), serverPid)];
        printResultTable(
          rows,
          bases[0]!.result,
          [`${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint after ${WARMUP_SECONDS} s warm-up.`],
          bases[1]!.result,
        );
        return 0;
      } finally {
        await boss.stop({ graceful: false });
        await client.end();
      }
    },
    { JOBS_RUN: 'true' },
  );
}

runBench(main);
