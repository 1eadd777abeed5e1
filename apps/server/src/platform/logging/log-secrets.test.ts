import { defineQueue } from '@server/platform/jobs/job-queue';
import { queueWorker } from '@server/platform/module';
import { randomBytes } from 'node:crypto';
import { ApiPaths } from '@yanxiu/contract/paths';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/identity';
import { identityProviders } from '@server/db/schema/portal-sign-in';
import { quickLoginTicketUses } from '@server/db/schema/quick-login';
import { tenants } from '@server/db/schema/tenants';
import type { AppDeps } from '@server/platform/deps';
import { addTestWorker, runQueuedJobs } from '@server-test/support/jobs';
import { createTestApp, type TestApp } from '@server-test/support/test-app';

// Every error path that logs, provoked on a real app whose logger writes to this file's stream, with secrets in the
// failing statements' parameters, in the request's URL and header; then the captured lines are searched for them.
// Runs on PostgreSQL and on PGlite (whose errors also carry the statement's parameters).

const lines: string[] = [];
const capture = { write: (line: string) => void lines.push(line) };

const unique = () => randomBytes(8).toString('hex');
const CLIENT_SECRET = `client-secret-${unique()}`;
const TICKET = `ticket-${unique()}`;
const secrets: Record<string, string> = { clientSecret: CLIENT_SECRET, ticket: TICKET };

let t: TestApp;
let deps: AppDeps;
/** The demo tenant's teacher: a username already taken, and a unit to put a twin in. */
let teacher: { tenantId: number; orgUnitId: number };

/** Inserts a second "teacher" (case differs, so only the unique index stops it) with a password hash and secrets. */
const insertTwin = () =>
  deps.db
    .insert(users)
    .values({ ...teacher, username: 'Teacher', passwordHash: secrets.hash!, name: secrets.sealed!, phone: CLIENT_SECRET });

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'trace' },
    (app) => {
      app.post('/api/test-only/twin', async () => insertTwin());
      app.post('/api/test-only/ticket-for-nobody', async () =>
        deps.db.insert(quickLoginTicketUses).values({
          tenantId: teacher.tenantId,
          kind: 'rpcid',
          ticketId: TICKET,
          userId: 987_654_321,
          usedAt: new Date(),
          expiresAt: new Date(),
        }),
      );
      // A failing cast: the database's message quotes the value it could not read.
      app.get('/api/test-only/bad-cast', async () =>
        deps.db.execute(sql`select ${secrets.token!}::uuid as id, ${CLIENT_SECRET}::text as secret`),
      );
    },
    { logStream: capture },
  );
  deps = t.deps;
  const [row] = await deps.db
    .select({ tenantId: users.tenantId, orgUnitId: users.orgUnitId })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(tenants.appId, 'yxdemo'), eq(users.username, 'teacher')));
  teacher = row!;
  secrets.hash = await deps.passwords.hash(`Log-${unique()}`);
  secrets.token = (await t.login('platform_admin')).access_token;
  // A sealed setting made the real way: the portal settings sealing the client secret.
  const saved = await t.call('POST', ApiPaths.identityProviderSave, {
    token: secrets.token,
    body: {
      tenantId: String(teacher.tenantId),
      version: 0,
      enabled: false,
      displayName: '统一身份认证',
      issuer: 'https://portal.example.com',
      clientId: 'yanxiu',
      clientSecret: CLIENT_SECRET,
      scopes: ['openid'],
      identifier: 'phone',
      claimName: 'phone_number',
      unknownPeople: 'refuse',
      provisionUnitId: null,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const [provider] = await deps.db
    .select({ sealed: identityProviders.clientSecretSealed })
    .from(identityProviders)
    .where(eq(identityProviders.tenantId, teacher.tenantId));
  secrets.sealed = provider!.sealed;
  await runQueuedJobs(t);
});
afterAll(() => t?.close());

/** The captured lines as objects, for what the logs must still tell an operator. */
const logged = () =>
  lines.map(
    (line) =>
      JSON.parse(line) as Record<string, unknown> & { msg?: string; err?: Record<string, unknown> & { cause?: Record<string, unknown> } },
  );

function expectNoSecretLogged(): void {
  const text = lines.join('');
  expect(lines.length).toBeGreaterThan(0);
  for (const [name, value] of Object.entries(secrets)) expect(text.includes(value), `${name} reached the log`).toBe(false);
  // Any password hash, including those of one-time passwords the test never sees.
  expect(text).not.toContain('$argon2');
}

describe('secrets never reach a log line', () => {
  it('a failed insert with a password hash in its parameters (unique violation: 409)', async () => {
    const response = await t.call('POST', '/test-only/twin', { token: secrets.token });
    expect(response.statusCode, response.body).toBe(409);
    expectNoSecretLogged();
    // What an operator needs is still there: the statement without its values, the SQLSTATE, constraint and table.
    const line = logged().find((entry) => entry.err?.cause?.code === '23505');
    expect(line?.err).toMatchObject({
      type: 'DrizzleQueryError',
      sql: expect.stringContaining('insert into "users"'),
      cause: { constraint: 'users_tenant_username_key', table: 'users' },
    });
  });

  it('a foreign-key violation with a ticket code in its parameters (422)', async () => {
    const response = await t.call('POST', '/test-only/ticket-for-nobody', { token: secrets.token });
    expect(response.statusCode, response.body).toBe(422);
    expectNoSecretLogged();
    expect(logged().some((entry) => entry.err?.cause?.code === '23503')).toBe(true);
  });

  it('an unhandled error whose message quotes the bearer token, called with secrets in the URL (500)', async () => {
    const response = await t.call('GET', '/test-only/bad-cast', {
      token: secrets.token,
      query: { access_token: secrets.token!, ticket: TICKET },
    });
    expect(response.statusCode, response.body).toBe(500);
    expectNoSecretLogged();
    expect(logged().some((entry) => entry.msg === 'unhandled error' && entry.err?.cause?.code === '22P02')).toBe(true);
  });

  it('four simultaneous account creations with one username (a unique race)', async () => {
    const admin = await t.login('district_admin');
    const [unit] = (await t.call('GET', ApiPaths.administrationUnits, { token: admin.access_token }))
      .json()
      .data.units.filter((each: { level: number }) => each.level === 1);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        t.call('POST', ApiPaths.administrationAccountCreate, {
          token: admin.access_token,
          body: {
            username: 'log-race',
            name: `并发${n}`,
            gender: '1',
            phone: `1370000000${n}`,
            orgUnitId: unit.id,
            roles: ['teacher'],
            teaching: null,
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    for (const status of statuses.slice(1)) expect([409, 422]).toContain(status);
    secrets.temporaryPassword = answers.find((answer) => answer.statusCode === 200)!.json().data.temporaryPassword;
    expectNoSecretLogged();
  });

  it('a job that fails on such a statement: nothing secret in the log or in what the queue keeps', async () => {
    const leaky = defineQueue('test.leaky', { retryLimit: 0 });
    await addTestWorker(
      t,
      queueWorker(leaky, async () => void (await insertTwin())),
    );
    await deps.jobs.send(leaky, {});
    expect(await runQueuedJobs(t)).toBe(1);
    expectNoSecretLogged();
    expect(logged().some((entry) => entry.msg === 'job failed' && entry.err?.cause?.code === '23505')).toBe(true);
    // Staff read a failed job's message on the jobs page.
    const kept = await deps.db.execute(sql`select state::text as state, output::text as output from pgboss.job where name = 'test.leaky'`);
    const [job] = (kept as unknown as { rows: Array<{ state: string; output: string }> }).rows;
    expect(job?.state).toBe('failed');
    for (const value of Object.values(secrets)) expect(job!.output).not.toContain(value);
    expect(job!.output).toContain('SQLSTATE 23505');
  });
});
