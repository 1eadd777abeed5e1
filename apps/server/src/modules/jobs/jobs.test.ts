import { defineQueue } from '@server/platform/jobs/job-queue';
import { queueWorker } from '@server/platform/module';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailedJob, JobQueueCounts } from '@yanxiu/contract/jobs';
import { users } from '@server/db/schema/identity';
import { tenants } from '@server/db/schema/tenants';
import { addTestWorker, runQueuedJobs } from '@server-test/support/jobs';
import { createTestApp, DEMO, DONGCHENG, type TestApp, type TestTenant } from '@server-test/support/test-app';

// The staff jobs page's calls: a tenant's district staff see and retry their tenant's jobs only.
let t: TestApp;
const token: Record<string, string> = {};
let failing = true;
const ran: string[] = [];
const pageQueue = defineQueue<{ tenantId?: number; note: string }>('test.page', { retryLimit: 0 });

async function tenantIdOf(tenant: TestTenant): Promise<number> {
  const [row] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, tenant.appId));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  token.district = (await t.login('district_admin')).access_token;
  token.teacher = (await t.login('teacher')).access_token;
  token.dongcheng = (await t.login('district_admin', DONGCHENG)).access_token;
  // The demo has no platform admin: the school admin of the demo tenant becomes one.
  await t.deps.db
    .update(users)
    .set({ roles: ['platform_admin'] })
    .where(eq(users.username, 'school_admin'));
  token.platform = (await t.login('school_admin')).access_token;
  await addTestWorker(
    t,
    queueWorker(pageQueue, async (_deps, data) => {
      if (failing) throw new Error(`mail server refused ${data.note}`);
      ran.push(data.note);
    }),
  );
  const demo = await tenantIdOf(DEMO);
  const dongcheng = await tenantIdOf(DONGCHENG);
  await t.deps.jobs.send(pageQueue, { tenantId: demo, note: 'demo' });
  await t.deps.jobs.send(pageQueue, { tenantId: dongcheng, note: 'dongcheng' });
  await t.deps.jobs.send(pageQueue, { note: 'no tenant' });
  await runQueuedJobs(t);
  await t.deps.jobs.send(pageQueue, { tenantId: demo, note: 'waiting' });
});
afterAll(async () => {
  await t?.close();
});

const queues = (as: string, tenant = DEMO) => t.call('GET', '/manage/jobs/queues', { token: token[as], tenant });
const failures = (as: string, tenant = DEMO, query?: Record<string, string>) =>
  t.call('GET', '/manage/jobs/failures', { token: token[as], tenant, ...(query ? { query } : {}) });
const retry = (as: string | undefined, body: unknown, tenant = DEMO) =>
  t.call('POST', '/manage/jobs/retry', { ...(as ? { token: token[as] } : {}), tenant, body });
const stateOf = async (id: string) =>
  (
    (await t.deps.db.execute(sql`select state::text as state from pgboss.job where id = ${id}::uuid`)) as unknown as {
      rows: Array<{ state: string }>;
    }
  ).rows[0]?.state;

describe('staff jobs page', () => {
  it("counts each queue's jobs of the caller's tenant by state", async () => {
    const response = await queues('district');
    expect(response.statusCode).toBe(200);
    const page = (response.json().data as JobQueueCounts[]).find((queue) => queue.queue === 'test.page');
    expect(page).toEqual({ queue: 'test.page', queued: 1, active: 0, failed: 1, retried: 0 });
    // The app's own queues are listed even with nothing in them; pg-boss's internal ones are not.
    const names = (response.json().data as JobQueueCounts[]).map((queue) => queue.queue);
    expect(names).toContain('training.expireOrders');
    expect(names.some((name) => name.startsWith('__pgboss__'))).toBe(false);
  });

  it("lists the tenant's failed jobs with their message and no stack; another tenant sees its own only", async () => {
    const response = await failures('district');
    expect(response.statusCode).toBe(200);
    // Only this file's queue: what the demo seed queued ran in beforeAll too.
    const records = (response.json().data as { records: FailedJob[] }).records.filter((record) => record.queue === 'test.page');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ queue: 'test.page', message: 'mail server refused demo', retryCount: 0 });
    expect(Object.keys(records[0]!).sort()).toEqual(['failedAt', 'id', 'message', 'queue', 'retryCount']);
    expect(response.body).not.toContain('at ');
    const theirs = ((await failures('dongcheng', DONGCHENG)).json().data as { records: FailedJob[] }).records.filter(
      (record) => record.queue === 'test.page',
    );
    expect(theirs.map((record) => record.message)).toEqual(['mail server refused dongcheng']);
  });

  it("shows platform staff the jobs of no tenant (the sweeps) besides their tenant's; district staff never", async () => {
    const messages = async (as: string) =>
      ((await failures(as)).json().data as { records: FailedJob[] }).records
        .filter((record) => record.queue === 'test.page')
        .map((record) => record.message)
        .sort();
    expect(await messages('platform')).toEqual(['mail server refused demo', 'mail server refused no tenant']);
    expect(await messages('district')).toEqual(['mail server refused demo']);
  });

  it('refuses no session, a teacher and bad paging', async () => {
    expect((await t.call('GET', '/manage/jobs/queues')).statusCode).toBe(401);
    expect((await t.call('GET', '/manage/jobs/failures')).statusCode).toBe(401);
    expect((await queues('teacher')).statusCode).toBe(403);
    expect((await failures('teacher')).statusCode).toBe(403);
    expect((await failures('district', DEMO, { size: '1000' })).statusCode).toBe(400);
  });

  it('retries a failed job of the tenant once; bad input, no session, a teacher and another tenant change nothing', async () => {
    const [mine] = ((await failures('district')).json().data as { records: FailedJob[] }).records.filter(
      (record) => record.queue === 'test.page',
    );
    const body = { queue: 'test.page', id: mine!.id };
    expect((await retry('district', { queue: 'test.page', id: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await retry(undefined, body)).statusCode).toBe(401);
    expect((await retry('teacher', body)).statusCode).toBe(403);
    expect((await retry('dongcheng', body, DONGCHENG)).statusCode).toBe(404);
    expect(await stateOf(mine!.id)).toBe('failed');

    const response = await retry('district', body);
    expect(response.statusCode).toBe(200);
    expect(await stateOf(mine!.id)).toBe('retry');
    // Not failed any more: a second retry finds nothing to retry.
    expect((await retry('district', body)).statusCode).toBe(404);
    failing = false;
    await runQueuedJobs(t);
    expect(ran.sort()).toEqual(['demo', 'waiting']);
    expect(await stateOf(mine!.id)).toBe('completed');
    const counts = ((await queues('district')).json().data as JobQueueCounts[]).find((queue) => queue.queue === 'test.page');
    expect(counts).toMatchObject({ queued: 0, failed: 0, retried: 1 });
  });
});
