import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineQueue } from '@server/platform/jobs/job-queue';
import { queueWorker } from '@server/platform/module';
import { addTestWorker, runQueuedJobs } from '@server-test/support/jobs';
import { createTestApp, type TestApp } from '@server-test/support/test-app';

// The queue on the app's own database (PostgreSQL, and PGlite through pg-boss's db executor: this file runs on both).
let t: TestApp;
let twin: TestApp;
const runs = new Map<string, number>();
let failures = 0;
const countQueue = defineQueue<{ key: string }>('test.count');
const failQueue = defineQueue<{ tenantId: string }>('test.fail', { retryLimit: 2 });

beforeAll(async () => {
  t = await createTestApp();
  // What the demo seed queued (notifications...) first, so the counts below are this file's jobs only.
  await runQueuedJobs(t);
  twin = await t.twin();
  const counting = queueWorker(countQueue, async (_deps, data) => void runs.set(data.key, (runs.get(data.key) ?? 0) + 1));
  const failing = queueWorker(failQueue, async () => {
    failures += 1;
    throw new Error(`refused ${failures}`);
  });
  await addTestWorker(t, counting);
  await addTestWorker(t, failing, 10);
  await addTestWorker(twin, counting);
});
afterAll(async () => {
  await twin?.close();
  await t?.close();
});

type JobRow = { state: string; retry_count: number; delay: number; output: { message?: string } | null };
async function jobsOf(queue: string): Promise<JobRow[]> {
  const result = await t.deps.db.execute(
    sql`select state::text as state, retry_count, extract(epoch from start_after - now())::float as delay, output from pgboss.job where name = ${queue} order by created_on`,
  );
  return (result as unknown as { rows: JobRow[] }).rows;
}

describe('job queue', () => {
  it('writes a job sent with a transaction only when that transaction commits', async () => {
    await t.deps.db
      .transaction(async (tx) => {
        await t.deps.jobs.send(countQueue, { key: 'rolled-back' }, { tx });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await t.deps.db.transaction(async (tx) => {
      await t.deps.jobs.send(countQueue, { key: 'committed' }, { tx });
    });
    expect(await runQueuedJobs(t)).toBe(1);
    expect([...runs.keys()]).toEqual(['committed']);
  });

  it('runs each job once while two apps on one database take jobs at the same time', async () => {
    runs.clear();
    const keys = Array.from({ length: 30 }, (_, i) => `job-${i}`);
    for (const key of keys) await t.deps.jobs.send(countQueue, { key });
    const [mine, theirs] = await Promise.all([runQueuedJobs(t), runQueuedJobs(twin)]);
    expect(mine + theirs).toBe(keys.length);
    expect([...runs.entries()].sort()).toEqual(keys.map((key) => [key, 1]).sort());
  });

  it('drops a second send with the same singleton key within its window', async () => {
    const once = { singletonKey: 'single', singletonSeconds: 3600 };
    expect(await t.deps.jobs.send(countQueue, { key: 'single' }, once)).not.toBeNull();
    expect(await t.deps.jobs.send(countQueue, { key: 'single' }, once)).toBeNull();
    runs.clear();
    await runQueuedJobs(t);
    expect(runs.get('single')).toBe(1);
  });

  it('retries a failing job later each time, then keeps it failed with its error', async () => {
    await t.deps.jobs.send(failQueue, { tenantId: 'x' });
    // The first retry waits 10 to 20 s (retryDelay 10, backoff with jitter): nothing is due now.
    expect(await runQueuedJobs(t)).toBe(1);
    let [job] = await jobsOf('test.fail');
    expect(job).toMatchObject({ state: 'retry' });
    expect(job!.delay).toBeGreaterThan(9);
    expect(job!.delay).toBeLessThanOrEqual(20);
    expect(await runQueuedJobs(t)).toBe(0);

    // Time passes (the wait is moved to now): the second retry waits twice as long.
    await t.deps.db.execute(sql`update pgboss.job set start_after = now() where name = 'test.fail'`);
    expect(await runQueuedJobs(t)).toBe(1);
    [job] = await jobsOf('test.fail');
    expect(job).toMatchObject({ state: 'retry', retry_count: 1 });
    expect(job!.delay).toBeGreaterThan(19);
    expect(job!.delay).toBeLessThanOrEqual(40);

    await t.deps.db.execute(sql`update pgboss.job set start_after = now() where name = 'test.fail'`);
    expect(await runQueuedJobs(t)).toBe(1);
    [job] = await jobsOf('test.fail');
    expect(job).toMatchObject({ state: 'failed', retry_count: 2 });
    expect(job!.output?.message).toBe('refused 3');
    expect(failures).toBe(3);
  });
});
