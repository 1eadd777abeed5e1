// Two server processes on one PostgreSQL database must share sessions: a logout on one is seen by the
// other at once (no per-process session cache that outlives a logout).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startCluster, type PgCluster } from '../scripts/lib/pg-cluster.mjs';
import { bearer, DEMO_APP_ID, login, requestJson } from './support/api';
import { startServer, type RunningServer } from './support/server';

describe('multi-process: two servers, one PostgreSQL database', () => {
  let cluster: PgCluster | undefined;
  let first: RunningServer | undefined;
  let second: RunningServer | undefined;
  let databaseUrl = '';

  beforeAll(async () => {
    cluster = await startCluster();
    databaseUrl = await cluster.createDatabase('yanxiu_e2e');
    // One after the other: the first process migrates and seeds, the second finds the schema in place.
    first = await startServer({ databaseUrl });
    second = await startServer({ databaseUrl });
  });

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await cluster?.stop();
  });

  test('a session made on one process is checked and ended across processes', async () => {
    const one = first!;
    const two = second!;
    const session = await login(one.baseUrl);
    expect(session.appId).toBe(DEMO_APP_ID);

    const checkUrl = `${two.baseUrl}/api/oauthService/checkToken/${session.tokenId}?appId=${DEMO_APP_ID}`;
    const alive = await requestJson(checkUrl, { headers: bearer(session) });
    expect(alive.status, JSON.stringify(alive.body)).toBe(200);
    expect(alive.body).toMatchObject({ code: 0 });

    const quit = await requestJson(`${one.baseUrl}/api/oauthService/quitLogin/${session.tokenId}?appId=${DEMO_APP_ID}`, {
      headers: bearer(session),
    });
    expect(quit.status, JSON.stringify(quit.body)).toBe(200);

    // Immediately, with no waiting: process 2 must not trust a cached copy of the session.
    const dead = await requestJson(checkUrl, { headers: bearer(session) });
    expect(dead.status, JSON.stringify(dead.body)).toBe(401);
    expect(dead.body).toMatchObject({ status: 1001 });
  });

  test('a scheduled job is enqueued once per run and run once, with both processes running jobs', async () => {
    // Both processes run jobs (JOBS_RUN defaults on) and schedule the order sweep every minute. pg-boss's clock
    // enqueues each minute's run as a singleton of that minute (its internal send-it queue); a worker of either
    // process then runs it. Wait (polling the database, at most 40 s) until a run has completed.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const query = async (text: string) => (await client.query(text)).rows;
      for (let waited = 0; waited < 40; waited++) {
        const done = await query(`select 1 from pgboss.job where name = 'training.expireOrders' and state = 'completed'`);
        if (done.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      const runs = await query(`select id, state::text as state from pgboss.job where name = 'training.expireOrders'`);
      expect(runs.some((run) => run.state === 'completed')).toBe(true);
      const enqueued = await query(
        `select singleton_on, count(*)::int as n from pgboss.job where name = '__pgboss__send-it' and singleton_key = 'training.expireOrders' group by singleton_on`,
      );
      expect(enqueued.filter((slot) => slot.n > 1)).toEqual([]);
      // Each enqueued minute became one run (a run may still be waiting for a worker).
      expect(runs.length).toBeLessThanOrEqual(enqueued.length);
    } finally {
      await client.end();
    }
  });
});
