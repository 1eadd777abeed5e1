import { defineQueue } from '@server/platform/jobs/job-queue';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { users } from '@server/db/schema/identity';
import { trainingOrders, trainingProgrammes } from '@server/db/schema/training';
import { runQueuedJobs } from '@server-test/support/jobs';
import { createTestApp, type TestApp } from '@server-test/support/test-app';
import { insertProgramme, orgUnitOf } from '@server/modules/training/enrolment/enrolment.fixtures';

// The server's own sweep, a recurring job on the queue: with a one-minute hold, an order moved past its time expires
// (and frees its seat) on the sweep's next run without anyone reading it. pg-boss's clock enqueues the runs in a
// server; here the test enqueues one as that clock would, and runs the queue.
let t: TestApp;
let teacher: LoginInfo;
beforeAll(async () => {
  t = await createTestApp({ ORDER_PENDING_MINUTES: '1' });
  teacher = await t.login('teacher');
});
afterAll(async () => {
  await t.close();
});

describe('order expiry sweep', () => {
  it('holds a seat for ORDER_PENDING_MINUTES and expires the order on the next sweep after', async () => {
    const [staff] = await t.deps.db.select().from(users).where(eq(users.username, 'district_admin')).limit(1);
    const office = await orgUnitOf(t.deps.db, staff!.tenantId, 'district_admin');
    const programme = await insertProgramme(t.deps.db, staff!.tenantId, office, staff!.id, {
      kind: 'supermarket',
      enrolMode: 'purchase',
      priceCents: 500,
      capacity: 1,
    });
    const response = await t.call('POST', '/training/orders/create', {
      token: teacher.access_token,
      body: { programmeId: programme.id, provider: 'offline', idempotencyKey: crypto.randomUUID() },
    });
    const order = response.json().data;
    const held = new Date(order.expiresAt).getTime() - new Date(order.createdAt).getTime();
    expect(held).toBe(60_000);

    await t.deps.db.execute(sql`update training_orders set expires_at = now() - interval '1 second' where id = ${order.id}`);
    await t.deps.jobs.send(defineQueue('training.expireOrders'), {});
    await runQueuedJobs(t);
    const [{ status }] = (await t.deps.db
      .select({ status: trainingOrders.status })
      .from(trainingOrders)
      .where(eq(trainingOrders.id, order.id))) as [{ status: string }];
    expect(status).toBe('expired');
    const [row] = await t.deps.db
      .select({ seats: trainingProgrammes.seatsTaken })
      .from(trainingProgrammes)
      .where(eq(trainingProgrammes.id, programme.id));
    expect(row!.seats).toBe(0);
  });
});
