// Research discussion benchmark, on a throwaway PostgreSQL cluster with the built server as a separate process:
// 200 teachers who joined one activity post to its discussion at once (one connection and one session each, every
// post a new thread, the first of each writer also completing the activity and crediting its hours), then everyone
// reads the discussion's first page (pinned first, newest first, each thread with its replies). Both against the
// bare Fastify route and the one-query ceiling of the same run.
// Run with `npx tsx bench/research-discussion.bench.ts` after a build (or through `npm run bench`).
import autocannon from 'autocannon';
import pg from 'pg';
import { bearer, DEMO_APP_ID, login } from '../e2e/support/api';
import { measureCpu } from './cpu';
import { endpointLoader } from './load';
import { printResultTable, runBench, type BenchRow } from './report';
import { withBenchStack } from './stack';

const WRITERS = 200;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 8;
const DATABASE = 'yanxiu_research_discussion_bench';
const PASSWORD = 'Yanxiu@2026';

const load = endpointLoader({ connections: WRITERS, warmupSeconds: WARMUP_SECONDS, durationSeconds: DURATION_SECONDS, database: DATABASE });

/** WRITERS teachers in the demo teacher's school, one published activity with a discussion stage that all joined. */
async function prepare(client: pg.Client): Promise<{ stageId: number; usernames: string[] }> {
  const { rows } = await client.query<{ tenant_id: number; id: string; org_unit_id: string; password_hash: string }>(
    `select u.tenant_id, u.id, u.org_unit_id, u.password_hash from users u join tenants t on t.id = u.tenant_id where t.app_id = $1 and u.username = 'teacher'`,
    [DEMO_APP_ID],
  );
  const teacher = rows[0]!;
  const { rows: users } = await client.query<{ id: string; username: string }>(
    `insert into users (tenant_id, username, password_hash, name, org_unit_id, roles)
     select $1, 'bench_writer_' || i, $2, '研讨教师' || i, $3, array['teacher'] from generate_series(1, $4::int) as i returning id, username`,
    [teacher.tenant_id, teacher.password_hash, teacher.org_unit_id, WRITERS],
  );
  const { rows: activities } = await client.query<{ id: string }>(
    `insert into research_activities (tenant_id, kind, title, organiser_unit_id, mode, starts_at, ends_at, audience, completion_rule, credit_hours, status, created_by)
     values ($1, 'seminar', '压测研讨', $2, 'online', now() - interval '1 hour', now() + interval '1 day', 'open', array['posted'], 1, 'published', $3) returning id`,
    [teacher.tenant_id, teacher.org_unit_id, teacher.id],
  );
  const activityId = activities[0]!.id;
  const { rows: stages } = await client.query<{ id: string }>(
    `insert into research_activity_stages (tenant_id, activity_id, position, kind, title) values ($1, $2, 1, 'discussion', '研讨') returning id`,
    [teacher.tenant_id, activityId],
  );
  await client.query(`insert into research_participants (tenant_id, activity_id, user_id) select $1, $2, unnest($3::bigint[])`, [
    teacher.tenant_id,
    activityId,
    users.map((user) => user.id),
  ]);
  await client.query('analyze');
  return { stageId: Number(stages[0]!.id), usernames: users.map((user) => user.username) };
}

/** WRITERS connections, each posting as its own writer. */
async function postAll(base: string, tokens: string[], stageId: number, serverPid: number | undefined): Promise<BenchRow> {
  const url = `${base}/api/research/discussion/posts/create?appId=${DEMO_APP_ID}`;
  let next = 0;
  const options = {
    url,
    method: 'POST' as const,
    connections: WRITERS,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stageId, text: '我认为本节课的提问设计层次清晰，值得借鉴。' }),
    // One session per connection: 200 distinct writers, as in a room where everyone posts at once.
    setupClient: (client: { setHeaders(headers: Record<string, string>): void }) => {
      client.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${tokens[next++ % tokens.length]}` });
    },
  };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const { result, cpu } = await measureCpu(serverPid, DATABASE, () => autocannon({ ...options, duration: DURATION_SECONDS }));
  return { name: `POST a thread (${WRITERS} writers, one discussion)`, result, cpu };
}

async function main(): Promise<number> {
  return withBenchStack(DATABASE, async ({ databaseUrl, base, serverPid, bare }) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { stageId, usernames } = await prepare(client);
      const sessions = [];
      // Sequential: each sign-in hashes a password; at once they would only queue on the server's hashing threads.
      for (const username of usernames) sessions.push(await login(base, { username, password: PASSWORD }));
      const bases = [
        await load('GET bare Fastify route', bare.url),
        await load('GET bare Fastify + prepared pk SELECT (ceiling)', bare.dbUrl),
      ];
      const writes = await postAll(
        base,
        sessions.map((session) => session.access_token),
        stageId,
        serverPid,
      );
      const { rows } = await client.query<{ posts: string; completed: string }>(
        `select (select count(*) from research_posts where stage_id = $1) as posts,
                (select count(*) from research_participants p join research_activity_stages s on s.activity_id = p.activity_id and s.tenant_id = p.tenant_id
                  where s.id = $1 and p.completed_at is not null) as completed`,
        [stageId],
      );
      const read = await load(
        `GET the discussion's first page (${rows[0]!.posts} threads)`,
        `${base}/api/research/discussion/posts?appId=${DEMO_APP_ID}&stageId=${stageId}`,
        bearer(sessions[0]!),
        serverPid,
      );
      printResultTable(
        [writes, read],
        bases[0]!.result,
        [
          `${WRITERS} connections, ${DURATION_SECONDS} s per endpoint after ${WARMUP_SECONDS} s warm-up; ${rows[0]!.posts} posts written, ${rows[0]!.completed} of ${WRITERS} writers completed the activity (once each).`,
        ],
        bases[1]!.result,
      );
      return writes.result.non2xx === 0 && writes.result.errors === 0 ? 0 : 1;
    } finally {
      await client.end();
    }
  });
}

runBench(main);
