// Faults a real deployment meets, on the built server in real processes and a real PostgreSQL (no browser):
//
//   1. kill -9 of the server in the middle of a stream of mixed writes (orders placed and cancelled, enrolments made
//      and withdrawn, watch heartbeats): after a restart every acknowledged write is there, in the state the server
//      acknowledged, and no write is half done (an order without its item, a seat count that disagrees with the
//      enrolments and pending orders holding seats, a completed lesson without its completion);
//   2. the database stops: calls answer 503 (5003) with Retry-After instead of 500, and once the database is back
//      the same server process serves again by itself.
//
// One cluster and one database for both; the second test runs on the server the first one restarted.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startCluster, type PgCluster } from '../scripts/lib/pg-cluster.mjs';
import { login, type LoginInfo } from './support/api';
import { startServer, type RunningServer } from './support/server';
import { call, dataOf, Outcomes, WriteStream } from './support/write-stream';

const PASSWORD = 'Yanxiu@2026';

type Programme = {
  id: number;
  kind: string;
  title: string;
  enrolMode: string;
  startsOn: string;
  enrolStart: string;
  enrolEnd: string;
  priceCents: number;
  status: string;
};
type Detail = Programme & { units: Array<{ id: number; kind: string }>; myEnrolment: { id: number; status: string } | null };
type Order = { id: number; status: string; items: Array<{ programmeId: number }> };
type Paged<T> = { records: T[]; total: number };
type WatchSession = { ticket: string; lastSeq: number };

/** Rows a write left half done; each query names what it finds. */
const PARTIAL_ROWS: ReadonlyArray<readonly [string, string]> = [
  [
    'orders without exactly one item',
    `select o.id from training_orders o left join training_order_items i on i.tenant_id = o.tenant_id and i.order_id = o.id
      group by o.tenant_id, o.id having count(i.order_id) <> 1`,
  ],
  [
    'programmes whose seat count disagrees with the enrolled teachers and pending orders holding seats',
    `select p.id, p.seats_taken,
            (select count(*) from training_enrolments e where e.tenant_id = p.tenant_id and e.programme_id = p.id and e.status = 'enrolled')
          + (select count(*) from training_orders o join training_order_items i on i.tenant_id = o.tenant_id and i.order_id = o.id
              where i.tenant_id = p.tenant_id and i.programme_id = p.id and o.status = 'pending') as held
       from training_programmes p where p.id = any($1::bigint[])`,
  ],
  [
    'paid orders without the enrolment they bought',
    `select o.id from training_orders o where o.status = 'paid' and not exists
       (select 1 from training_enrolments e where e.tenant_id = o.tenant_id and e.order_id = o.id and e.status = 'enrolled')`,
  ],
  [
    'completed lessons without their completion',
    `select w.unit_id, w.user_id from lesson_watch_states w where w.completed and not exists
       (select 1 from training_unit_completions c where c.tenant_id = w.tenant_id and c.unit_id = w.unit_id and c.user_id = w.user_id)`,
  ],
];

describe('faults: a killed server and a stopped database', () => {
  let cluster: PgCluster | undefined;
  let databaseUrl = '';
  let server: RunningServer | undefined;

  beforeAll(async () => {
    cluster = await startCluster();
    databaseUrl = await cluster.createDatabase('yanxiu_faults');
    server = await startServer({ databaseUrl });
  });

  afterAll(async () => {
    await server?.stop();
    await cluster?.stop();
  });

  async function partialRows(programmeIds: number[]): Promise<string[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const found: string[] = [];
      for (const [what, query] of PARTIAL_ROWS) {
        const { rows } = await client.query(query, query.includes('$1') ? [programmeIds] : []);
        // The seat check reads every programme the stream wrote to; fewer rows would make it vacuous.
        if (query.includes('$1') && rows.length !== programmeIds.length)
          found.push(`${what}: read ${rows.length} of ${programmeIds.length} programmes`);
        const bad = query.includes('$1')
          ? rows.filter((row: { seats_taken: number; held: string }) => Number(row.held) !== row.seats_taken)
          : rows;
        if (bad.length > 0) found.push(`${what}: ${JSON.stringify(bad)}`);
      }
      return found;
    } finally {
      await client.end();
    }
  }

  test('kill -9 during mixed writes loses no acknowledged write and leaves no partial rows', { timeout: 180_000 }, async () => {
    const base = server!.baseUrl;
    const signIn = (username: string) => login(base, { username, password: PASSWORD });
    const get = async <T>(session: LoginInfo, path: string) => dataOf<T>(await call(base, session, 'GET', path), `GET ${path}`);
    const post = async <T>(session: LoginInfo, path: string, body: unknown) =>
      dataOf<T>(await call(base, session, 'POST', path, body), `POST ${path}`);

    // The demo tenant's programmes: a priced course (orders hold and free a seat), a free one with video lessons
    // (heartbeats) and an open programme that has not started (enrolments can be withdrawn).
    const teacher = await signIn('teacher');
    const catalogue = async (query: string) => (await get<Paged<Programme>>(teacher, `/training/programmes?size=100&${query}`)).records;
    const priced = (await catalogue('kind=supermarket&price=paid'))[0];
    const free = (await catalogue('kind=supermarket&price=free'))[0];
    const today = new Date().toISOString().slice(0, 10);
    const kinds = ['common', 'fusion', 'special', 'studio'];
    const open = (await Promise.all(kinds.map((kind) => catalogue(`kind=${kind}`))))
      .flat()
      .find((programme) => programme.enrolMode === 'open' && programme.startsOn > today && new Date(programme.enrolEnd) > new Date());
    expect(
      { priced: priced?.title, free: free?.title, open: open?.title },
      'the demo data has the programmes the stream writes to',
    ).toEqual({
      priced: expect.any(String),
      free: expect.any(String),
      open: expect.any(String),
    });

    const outcomes = new Outcomes();
    const stream = new WriteStream();

    // Orders: place one for the priced course (it holds a seat), cancel it (the seat is freed), again.
    for (const username of ['teacher', 'expert', 'idle']) {
      const session = username === 'teacher' ? teacher : await signIn(username);
      for (const pending of (await get<Paged<Order>>(session, '/training/orders?status=pending&size=100')).records) {
        await post(session, '/training/orders/cancel', { orderId: pending.id });
      }
      stream.start(`orders of ${username}`, async (acknowledge) => {
        const order = await post<Order>(session, '/training/orders/create', {
          programmeId: priced!.id,
          provider: 'offline',
          idempotencyKey: crypto.randomUUID(),
        });
        outcomes.acknowledged(`order ${order.id} of ${username}`, order.status);
        acknowledge();
        outcomes.sending(`order ${order.id} of ${username}`, 'cancelled');
        outcomes.acknowledged(
          `order ${order.id} of ${username}`,
          (await post<Order>(session, '/training/orders/cancel', { orderId: order.id })).status,
        );
        acknowledge();
      });
    }

    // Enrolments: join the open programme (a seat), withdraw (the seat back), again; the row is reused.
    for (const username of ['backbone', 'school_admin']) {
      const session = await signIn(username);
      const key = `enrolment of ${username} in programme ${open!.id}`;
      stream.start(`enrolments of ${username}`, async (acknowledge) => {
        outcomes.sending(key, 'enrolled');
        const enrolment = await post<{ id: number; status: string }>(session, '/training/enrol', { programmeId: open!.id });
        outcomes.acknowledged(key, enrolment.status);
        acknowledge();
        outcomes.sending(key, 'cancelled');
        outcomes.acknowledged(
          key,
          (await post<{ status: string }>(session, '/training/cancelEnrolment', { enrolmentId: enrolment.id })).status,
        );
        acknowledge();
      });
    }

    // Heartbeats: the backbone teacher watches the free course's first lesson; each accepted heartbeat is stored.
    const watcher = await signIn('backbone');
    let detail = await get<Detail>(watcher, `/training/programmes/${free!.id}`);
    if (detail.myEnrolment?.status !== 'enrolled') {
      await post(watcher, '/training/orders/create', { programmeId: free!.id, provider: 'free', idempotencyKey: crypto.randomUUID() });
      detail = await get<Detail>(watcher, `/training/programmes/${free!.id}`);
    }
    const lesson = detail.units.find((unit) => unit.kind === 'video');
    expect(lesson, 'the free course has a video lesson').toBeDefined();
    const watch = await post<WatchSession>(watcher, '/learning/watch/start', { unitId: lesson!.id });
    let seq = watch.lastSeq;
    let acknowledgedSeq = watch.lastSeq;
    stream.start('heartbeats of backbone', async (acknowledge) => {
      seq += 1;
      const beat = { ticket: watch.ticket, seq, position: seq * 0.01, playbackRate: 1, visible: true };
      const answer = await post<{ accepted: boolean }>(watcher, '/learning/watch/heartbeat', beat);
      if (!answer.accepted) throw new Error(`heartbeat ${seq} was not accepted`);
      acknowledgedSeq = seq;
      acknowledge();
    });

    // Kill once every writer has had writes acknowledged; each has a request in flight at that moment.
    await stream.until(150, 10);
    await server!.kill();
    await stream.settled();
    expect(stream.unexpected).toEqual([]);
    expect(stream.interrupted, 'the kill cut requests off in flight').toBeGreaterThan(0);

    server = await startServer({ databaseUrl });
    const after = server.baseUrl;
    const again = async <T>(session: LoginInfo, path: string) =>
      dataOf<T>(await call(after, session, 'GET', path), `GET ${path} after the restart`);

    // Every acknowledged write, in the state acknowledged (or the state of the write in flight at the kill).
    const found = new Map<string, string>();
    for (const username of ['teacher', 'expert', 'idle']) {
      const session = await login(after, { username, password: PASSWORD });
      const orders = await again<Paged<Order>>(session, '/training/orders?size=100');
      expect(orders.total, 'one page holds every order of the run').toBeLessThanOrEqual(100);
      for (const order of orders.records) found.set(`order ${order.id} of ${username}`, order.status);
    }
    for (const username of ['backbone', 'school_admin']) {
      const session = await login(after, { username, password: PASSWORD });
      const status = (await again<Detail>(session, `/training/programmes/${open!.id}`)).myEnrolment?.status;
      if (status) found.set(`enrolment of ${username} in programme ${open!.id}`, status);
    }
    expect(outcomes.size).toBeGreaterThan(3);
    expect(outcomes.mismatches((key) => found.get(key))).toEqual([]);

    // The watch state resumes at least at the last acknowledged heartbeat; the old session still works.
    const resumed = dataOf<WatchSession>(
      await call(after, watcher, 'POST', '/learning/watch/start', { unitId: lesson!.id }),
      'watch/start after the restart',
    );
    expect(resumed.lastSeq).toBeGreaterThanOrEqual(acknowledgedSeq);
    expect(resumed.lastSeq).toBeLessThanOrEqual(seq);

    expect(await partialRows([priced!.id, free!.id, open!.id])).toEqual([]);
  });

  test('a stopped database answers 503 with Retry-After, and service returns by itself when it is back', { timeout: 120_000 }, async () => {
    const base = server!.baseUrl;
    const teacher = await login(base, { username: 'teacher', password: PASSWORD });
    const probes = [
      ['a signed-in read', () => call(base, teacher, 'GET', '/training/home')],
      ['a write', () => call(base, teacher, 'POST', '/training/enrol', { programmeId: 1 })],
      ['sign-in', () => call(base, undefined, 'POST', '/oauthService/login', { username: 'teacher', password: PASSWORD })],
      ['readiness', () => call(base, undefined, 'GET', '/ready')],
    ] as const;

    await cluster!.down();
    try {
      for (const [what, probe] of probes) {
        const answer = await probe();
        expect({ what, status: answer.status, code: answer.body?.code }).toEqual({ what, status: 503, code: 5003 });
        expect(Number(answer.retryAfter), `${what}: Retry-After`).toBeGreaterThan(0);
      }
      // The process itself is up: liveness does not need the database.
      expect((await call(base, undefined, 'GET', '/health')).status).toBe(200);
    } finally {
      await cluster!.up();
    }

    // The same process, not restarted, serves again once the database answers: wait for readiness, then a read and
    // a write with the session made before the outage.
    await waitForReady(base);
    dataOf(await call(base, teacher, 'GET', '/training/home'), 'a signed-in read after the outage');
    // The crash may have left the teacher a pending order (its cancel was in flight); one pending order per course.
    const pending = dataOf<Paged<Order>>(await call(base, teacher, 'GET', '/training/orders?status=pending'), 'pending orders').records;
    for (const order of pending)
      dataOf(await call(base, teacher, 'POST', '/training/orders/cancel', { orderId: order.id }), 'a write after the outage');
    const priced = dataOf<Paged<Programme>>(
      await call(base, teacher, 'GET', '/training/programmes?kind=supermarket&price=paid'),
      'catalogue',
    ).records[0]!;
    const order = dataOf<Order>(
      await call(base, teacher, 'POST', '/training/orders/create', {
        programmeId: priced.id,
        provider: 'offline',
        idempotencyKey: crypto.randomUUID(),
      }),
      'a write after the outage',
    );
    expect(order.status).toBe('pending');
  });
});

/** Polls /api/ready until it answers 200; fails with the last answer if the server does not recover. */
async function waitForReady(baseUrl: string, limitMs = 30_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  let last = '';
  while (Date.now() < deadline) {
    const answer = await call(baseUrl, undefined, 'GET', '/ready');
    if (answer.status === 200) return;
    last = `${answer.status} ${JSON.stringify(answer.body)}`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not serve again within ${limitMs} ms of the database's return (last: ${last})`);
}
