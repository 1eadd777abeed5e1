import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/identity';
import { asTenantId, type TenantId } from '@server/platform/tenant/tenant-id';
import { createTestApp, type TestApp } from '@server-test/support/test-app';
import { seedTrainingActivity } from './training-activity';

let t: TestApp;
let tenantId: TenantId;
beforeAll(async () => {
  t = await createTestApp();
  const [staff] = await t.deps.db.select().from(users).where(eq(users.username, 'district_admin')).limit(1);
  tenantId = asTenantId(staff!.tenantId);
});
afterAll(async () => {
  await t.close();
});

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;

// The demo tenant as the demo seed leaves it: training content, then this activity on it.
describe('training activity seed', () => {
  it('gives the demo tenant enrolments and orders in every state', async () => {
    const enrolmentStates = await rowsOf<{ status: string }>(
      sql`select distinct status from training_enrolments where tenant_id = ${tenantId} order by status`,
    );
    expect(enrolmentStates.map((row) => row.status)).toEqual(['cancelled', 'enrolled', 'pending', 'rejected']);
    const orderStates = await rowsOf<{ status: string }>(
      sql`select distinct status from training_orders where tenant_id = ${tenantId} order by status`,
    );
    expect(orderStates.map((row) => row.status)).toEqual(['cancelled', 'expired', 'paid', 'pending', 'refunded']);
    const sources = await rowsOf<{ source: string }>(
      sql`select distinct source from training_enrolments where tenant_id = ${tenantId} order by source`,
    );
    expect(sources.map((row) => row.source)).toEqual(['approval', 'open', 'order']);
  });

  it('leaves seat counts that match the rows: enrolled teachers plus pending orders', async () => {
    const mismatched = await rowsOf<{ id: number }>(sql`
      select p.id from training_programmes p
       where p.tenant_id = ${tenantId}
         and p.seats_taken <> (select count(*) from training_enrolments e where e.tenant_id = p.tenant_id and e.programme_id = p.id and e.status = 'enrolled')
                            + (select count(*) from training_order_items i join training_orders o on o.tenant_id = i.tenant_id and o.id = i.order_id
                                where i.tenant_id = p.tenant_id and i.programme_id = p.id and o.status = 'pending')`);
    expect(mismatched).toEqual([]);
  });

  it('runs once per tenant, and writes nothing where no programme is published', async () => {
    expect(await t.deps.db.transaction((tx) => seedTrainingActivity(tx, t.deps, tenantId))).toEqual({ enrolments: 0, orders: 0 });
    expect(await t.deps.db.transaction((tx) => seedTrainingActivity(tx, t.deps, asTenantId(999_999)))).toEqual({
      enrolments: 0,
      orders: 0,
    });
  });
});
