import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { createTestApp, DEMO, type TestApp } from '@server-test/support/test-app';
import { seedLearningDemo } from './learning-demo';

let t: TestApp;
let tenantId: TenantId;
beforeAll(async () => {
  t = await createTestApp();
  // The demo tenant: the only one with demo learning hours.
  tenantId = (await t.deps.tenants.byHostname(DEMO.host))!.id;
});
afterAll(async () => {
  await t.close();
});

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('learning hours seed', () => {
  it('gives the demo tenant categories, two years of requirements, varied programmes, credits with a reversal and a pending declaration', async () => {
    expect(
      (await rowsOf<{ code: string }>(sql`select code from learning_hour_categories where tenant_id = ${tenantId} order by position`)).map(
        (row) => row.code,
      ),
    ).toEqual(['public', 'professional', 'ethics']);
    expect(await rowsOf(sql`select year from learning_requirements where tenant_id = ${tenantId}`)).toHaveLength(2);
    const categories = await rowsOf<{ hours_category: string }>(
      sql`select distinct hours_category from training_programmes where tenant_id = ${tenantId} order by 1`,
    );
    expect(categories.map((row) => row.hours_category)).toEqual(['ethics', 'professional', 'public']);
    const sources = await rowsOf<{ source: string; years: number }>(sql`
      select e.source, count(distinct e.year)::int as years from learning_hour_entries e join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
       where e.tenant_id = ${tenantId} and u.username = 'teacher' group by e.source order by e.source`);
    expect(sources.map((row) => row.source)).toEqual(['offline', 'programme', 'reversal']);
    // Five years of credits: this year, last year and the three before (the 360-hour condition of 骨干教师).
    expect(Math.max(...sources.map((row) => row.years))).toBe(5);
    const pending = await rowsOf<{ files: number }>(sql`
      select cardinality(d.evidence_file_ids) as files from learning_hour_declarations d join review_instances r on r.tenant_id = d.tenant_id and r.id = d.review_instance_id
       where d.tenant_id = ${tenantId} and d.status = 'pending' and r.status = '4'`);
    expect(pending).toEqual([{ files: 1 }]);
  });

  it('runs once per tenant', async () => {
    expect(await seedLearningDemo(t.deps.db, t.deps, tenantId)).toEqual({ entries: 0, declarations: 0 });
  });
});
