import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditOnce, findEntry, reverseEntry, type CreditSource } from './hours-ledger.repository';
import { setUp, type Env } from './hours.fixtures';

// The maintained totals (learning_hour_totals, kept by a trigger) must always equal the ledger summed: after any
// sequence of credits, declared hours and reversals, in any year and category, per teacher.

let env: Env;
beforeAll(async () => {
  env = await setUp();
});
afterAll(async () => {
  await env.close();
});

type Totals = Record<string, { total: number; byCategory: Record<string, number> }>;

async function maintained(): Promise<Totals> {
  const result = await env.t.deps.db.execute(sql`select user_id, year, total_tenths, by_category from learning_hour_totals where tenant_id = ${env.tenantId}`);
  const rows = (result as unknown as { rows: { user_id: string | number; year: number; total_tenths: number; by_category: Record<string, number> | string }[] }).rows;
  return Object.fromEntries(
    rows.map((row) => [`${Number(row.user_id)}/${row.year}`, { total: Number(row.total_tenths), byCategory: typeof row.by_category === 'string' ? JSON.parse(row.by_category) : row.by_category }]),
  );
}

async function summedLedger(): Promise<Totals> {
  const result = await env.t.deps.db.execute(sql`select user_id, year, category, sum(round(hours * 10))::int as tenths
    from learning_hour_entries where tenant_id = ${env.tenantId} group by user_id, year, category`);
  const rows = (result as unknown as { rows: { user_id: string | number; year: number; category: string; tenths: number }[] }).rows;
  const totals: Totals = {};
  for (const row of rows) {
    const key = `${Number(row.user_id)}/${row.year}`;
    const entry = (totals[key] ??= { total: 0, byCategory: {} });
    entry.total += Number(row.tenths);
    entry.byCategory[row.category] = Number(row.tenths);
  }
  return totals;
}

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('credit' as const),
    who: fc.constantFrom('teacher', 'backbone', 'expert'),
    source: fc.constantFrom<CreditSource>('offline', 'declared', 'lesson'),
    ref: fc.constantFrom('a', 'b', 'c'),
    tenths: fc.integer({ min: 1, max: 400 }),
    category: fc.constantFrom('public', 'professional', 'ethics'),
    year: fc.constantFrom(2040, 2041),
  }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
);

describe('learning_hour_totals', () => {
  it('equals the ledger summed per teacher, year and category after credits, declared hours and reversals', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        run += 1;
        const credited: number[] = [];
        for (const op of operations) {
          if (op.kind === 'credit') {
            const id = await creditOnce(env.t.deps.db, env.tenantId, {
              userId: env.id(op.who),
              source: op.source,
              // Each run its own refs, so runs do not see each other's standing credits.
              sourceRef: `${run}-${op.ref}`,
              programmeId: null,
              title: op.ref,
              hours: op.tenths / 10,
              category: op.category,
              earnedAt: new Date(`${op.year}-03-01T12:00:00+08:00`),
              createdBy: null,
            });
            if (id !== null) credited.push(id);
          } else if (credited.length > 0) {
            const entry = await findEntry(env.t.deps.db, env.tenantId, credited[op.pick % credited.length]!);
            await reverseEntry(env.t.deps.db, env.tenantId, entry!, 'property test', null, new Date());
          }
        }
        expect(await maintained()).toEqual(await summedLedger());
      }),
      { numRuns: 15 },
    );
  });

  it('subtracts an entry that is deleted (a tenant being purged)', async () => {
    const id = await creditOnce(env.t.deps.db, env.tenantId, {
      userId: env.id('teacher'), source: 'offline', sourceRef: 'purged', programmeId: null, title: 'purged', hours: 3.5, category: 'ethics', earnedAt: new Date('2042-06-01T12:00:00+08:00'), createdBy: null,
    });
    expect((await maintained())[`${env.id('teacher')}/2042`]).toEqual({ total: 35, byCategory: { ethics: 35 } });
    await env.t.deps.db.execute(sql`delete from learning_hour_entries where tenant_id = ${env.tenantId} and id = ${id}`);
    expect((await maintained())[`${env.id('teacher')}/2042`]).toEqual({ total: 0, byCategory: { ethics: 0 } });
    expect(await maintained()).toEqual({ ...(await summedLedger()), [`${env.id('teacher')}/2042`]: { total: 0, byCategory: { ethics: 0 } } });
  });
});
