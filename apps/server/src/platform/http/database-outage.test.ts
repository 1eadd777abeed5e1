import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { createDeps, prepareDatabase } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { createTestApp, DEMO, DEMO_PASSWORD, DONGCHENG } from '@server-test/support/test-app';

// A database outage answers 503/5003 with Retry-After on every call, with nothing of the driver's error in the body,
// and the app serves again by itself once the database is back.

const onPostgres = process.env.TEST_DB === 'postgres';

function expectUnavailable(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  const body = response.json();
  expect(body).toEqual({
    code: 5003,
    status: 5003,
    msg: expect.any(String),
    data: { retryAfterSeconds: 5, requestId: response.headers['x-request-id'] },
  });
  expect(response.body).not.toMatch(/ECONN|terminated|pool|PGlite|closed|select|postgres|Error|stack/i);
}

describe('a database that is closed under a running app (both drivers)', () => {
  it('answers 503 with Retry-After, not 500, on ordinary calls', async () => {
    const t = await createTestApp();
    try {
      const session = await t.login('teacher');
      await t.deps.database.close();
      expectUnavailable(await t.call('GET', '/training/programmes', { token: session.access_token, query: { kind: 'common' } }));
      expectUnavailable(await t.call('GET', '/ready', { withoutAppId: true }));
      // A host not seen yet needs the database to find its tenant.
      expectUnavailable(await t.call('GET', '/learning/verify/ABCDEFGHJKMN', { tenant: DONGCHENG }));
    } finally {
      await t.app.close();
    }
  }, 60_000);
});

/** A TCP relay between the app and PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address();
        port = typeof address === 'object' && address ? address.port : port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    async cut() {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
  };
}

// PGlite runs inside this process: there is no server that can stop and come back, and a closed PGlite never reopens,
// so the outage and the recovery can only be shown on PostgreSQL.
describe.skipIf(!onPostgres)('a PostgreSQL outage and its end', () => {
  // skipped on PGlite: it cannot stop and come back (above)
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let dropDatabase: () => Promise<void>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yanxiu-outage-'));

  async function admin(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    const adminUrl = new URL(process.env.TEST_PG_ADMIN_URL!);
    const name = `outage_${randomBytes(5).toString('hex')}`;
    await admin(`create database ${name}`);
    dropDatabase = () => admin(`drop database if exists ${name} with (force)`);
    relay = await startRelay({ host: adminUrl.hostname, port: Number(adminUrl.port) });
    const url = new URL(adminUrl);
    url.port = String(relay.port);
    url.pathname = `/${name}`;
    handle = await openDatabase({ databaseUrl: url.toString(), poolMax: 3, connectTimeoutMillis: 2000 });
    const deps = await createDeps(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'true', DATA_DIR: dataDir }), handle);
    await prepareDatabase(deps);
    app = await buildApp(deps);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close().catch(() => undefined);
    await relay?.cut().catch(() => undefined);
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST', url: string, token?: string, body?: unknown) =>
    app.inject({
      method,
      url: `/api${url}${url.includes('?') ? '&' : '?'}appId=${DEMO.appId}`,
      headers: { host: DEMO.host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  it('answers 503 while the database is away and serves again when it is back, without a restart', async () => {
    const login = await call('POST', '/oauthService/login', undefined, { username: 'teacher', password: DEMO_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const session = login.json().data as LoginInfo;
    expect((await call('GET', '/training/programmes?kind=common', session.access_token)).statusCode).toBe(200);

    await relay.cut();
    expectUnavailable(await call('GET', '/training/programmes?kind=common', session.access_token));
    expectUnavailable(await call('GET', `/baseData/user/teacher/getTeacherInfo/${session.userId}`, session.access_token));
    expectUnavailable(await call('POST', '/oauthService/login', undefined, { username: 'backbone', password: DEMO_PASSWORD }));
    expectUnavailable(await call('GET', '/learning/verify/ABCDEFGHJKMN'));
    expectUnavailable(await app.inject({ url: '/api/ready' }));

    await relay.restore();
    // The pool drops the connections that died and opens new ones on the next queries; allow it a few tries.
    let back: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      back = await call('GET', '/training/programmes?kind=common', session.access_token);
      if (back.statusCode === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(back!.statusCode, back!.body).toBe(200);
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  }, 60_000);
});
