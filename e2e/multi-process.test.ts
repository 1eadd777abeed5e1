// Two server processes on one PostgreSQL database must share sessions: a logout on one is seen by the
// other at once (no per-process session cache that outlives a logout).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startCluster, type PgCluster } from '../scripts/lib/pg-cluster.mjs';
import { bearer, DEMO_APP_ID, login, requestJson } from './support/api';
import { startServer, type RunningServer } from './support/server';

describe('multi-process: two servers, one PostgreSQL database', () => {
  let cluster: PgCluster | undefined;
  let first: RunningServer | undefined;
  let second: RunningServer | undefined;

  beforeAll(async () => {
    cluster = await startCluster();
    const databaseUrl = await cluster.createDatabase('yanxiu_e2e');
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
});
