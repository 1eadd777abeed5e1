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
  const result = await env.t.deps.db.execute(
    sql`select user_id, year, total_tenths, by_category from learning_hour_totals where tenant_id = ${env.tenantId}`,
  );
  const rows = (
    result as unknown as {
      rows: { user_id: string | number; year: number; total_tenths: number; by_category: Record<string, number> | string }[];
    }
  ).rows;
  return Object.fromEntries(
    rows.map((row) => [
      `${Number(row.user_id)}/${row.year}`,
      { total: Number(row.total_tenths), byCategory: typeof row.by_category === 'string' ? JSON.parse(row.by_category) : row.by_category },
    ]),
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
      userId: env.id('teacher'),
      source: 'offline',
      sourceRef: 'purged',
      programmeId: null,
      title: 'purged',
      hours: 3.5,
      category: 'ethics',
      earnedAt: new Date('2042-06-01T12:00:00+08:00'),
      createdBy: null,
    });
    expect((await maintained())[`${env.id('teacher')}/2042`]).toEqual({ total: 35, byCategory: { ethics: 35 } });
    await env.t.deps.db.execute(sql`delete from learning_hour_entries where tenant_id = ${env.tenantId} and id = ${id}`);
    expect((await maintained())[`${env.id('teacher')}/2042`]).toEqual({ total: 0, byCategory: { ethics: 0 } });
    expect(await maintained()).toEqual({
      ...(await summedLedger()),
      [`${env.id('teacher')}/2042`]: { total: 0, byCategory: { ethics: 0 } },
    });
  });
});

// The hours report's counts (learning_report_unit_counts / _unit_teachers, kept by triggers) must always equal the
// scope counted afresh and judged here in TypeScript: after credits, reversals, teachers moving unit, losing or
// regaining the teacher role or being disabled, and requirements saved.
describe('learning_report_unit_counts', () => {
  type Counts = Record<string, number>;
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const nonZero = (counts: Counts) => Object.fromEntries(Object.entries(counts).filter(([, value]) => value !== 0));

  async function maintainedCounts(): Promise<Counts> {
    const db = env.t.deps.db;
    const counts: Counts = {};
    for (const row of rows<{ org_unit_id: string | number; teachers: number }>(
      await db.execute(sql`select org_unit_id, teachers from learning_report_unit_teachers where tenant_id = ${env.tenantId}`),
    )) {
      counts[`teachers/${Number(row.org_unit_id)}`] = Number(row.teachers);
    }
    const yearly = rows<{ year: number; org_unit_id: string | number; with_totals: number; met: number }>(
      await db.execute(sql`select year, org_unit_id, with_totals, met from learning_report_unit_counts where tenant_id = ${env.tenantId}`),
    );
    for (const row of yearly) {
      counts[`totals/${row.year}/${Number(row.org_unit_id)}`] = Number(row.with_totals);
      counts[`met/${row.year}/${Number(row.org_unit_id)}`] = Number(row.met);
    }
    return nonZero(counts);
  }

  async function countedAfresh(): Promise<Counts> {
    const db = env.t.deps.db;
    const scope = rows<{ id: string | number; org_unit_id: string | number }>(
      await db.execute(sql`select u.id, u.org_unit_id from users u join teachers t on t.tenant_id = u.tenant_id and t.user_id = u.id
        where u.tenant_id = ${env.tenantId} and u.status = 'active' and 'teacher' = any(u.roles)`),
    );
    const unitOf = new Map(scope.map((row) => [Number(row.id), Number(row.org_unit_id)]));
    const requirements = new Map(
      rows<{ year: number; total_hours: string | number; category_minimums: Record<string, number> | string }>(
        await db.execute(sql`select year, total_hours, category_minimums from learning_requirements where tenant_id = ${env.tenantId}`),
      ).map((row) => [
        row.year,
        {
          total: Number(row.total_hours),
          minimums:
            typeof row.category_minimums === 'string'
              ? (JSON.parse(row.category_minimums) as Record<string, number>)
              : row.category_minimums,
        },
      ]),
    );
    const counts: Counts = {};
    const add = (key: string, by: number) => (counts[key] = (counts[key] ?? 0) + by);
    for (const unit of unitOf.values()) add(`teachers/${unit}`, 1);
    for (const [key, totals] of Object.entries(await maintained())) {
      const [userId, year] = key.split('/').map(Number) as [number, number];
      const unit = unitOf.get(userId);
      if (unit === undefined) continue;
      const requirement = requirements.get(year);
      const met =
        requirement !== undefined &&
        totals.total >= Math.round(requirement.total * 10) &&
        Object.entries(requirement.minimums).every(([code, minimum]) => (totals.byCategory[code] ?? 0) >= Math.round(minimum * 10));
      add(`totals/${year}/${unit}`, 1);
      add(`met/${year}/${unit}`, met ? 1 : 0);
    }
    return nonZero(counts);
  }

  const change = fc.oneof(
    fc.record({
      kind: fc.constant('credit' as const),
      who: fc.constantFrom('teacher', 'backbone', 'expert'),
      tenths: fc.integer({ min: 1, max: 300 }),
      category: fc.constantFrom('public', 'ethics'),
      year: fc.constantFrom(2040, 2041),
    }),
    fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('move' as const), who: fc.constantFrom('teacher', 'backbone', 'expert'), pick: fc.nat() }),
    fc.record({ kind: fc.constant('role' as const), who: fc.constantFrom('teacher', 'backbone', 'expert'), teaching: fc.boolean() }),
    fc.record({ kind: fc.constant('status' as const), who: fc.constantFrom('teacher', 'backbone', 'expert'), active: fc.boolean() }),
    fc.record({
      kind: fc.constant('requirement' as const),
      year: fc.constantFrom(2040, 2041),
      total: fc.integer({ min: 1, max: 60 }),
      ethics: fc.integer({ min: 0, max: 20 }),
    }),
  );

  it('equal the scope counted afresh after credits, reversals, unit moves, role and status changes and new requirements', async () => {
    const db = env.t.deps.db;
    const units = rows<{ id: string | number }>(
      await db.execute(sql`select id from org_units where tenant_id = ${env.tenantId} order by id limit 4`),
    ).map((row) => Number(row.id));
    const people = ['teacher', 'backbone', 'expert'].map((name) => env.id(name));
    const before = rows<{ id: string | number; org_unit_id: string | number; roles: string[]; status: string }>(
      await db.execute(
        sql`select id, org_unit_id, roles, status from users where tenant_id = ${env.tenantId} and id in (${sql.join(
          people.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
    let run = 0;
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 10 }), async (changes) => {
          run += 1;
          const credited: number[] = [];
          for (const op of changes) {
            if (op.kind === 'credit') {
              const id = await creditOnce(db, env.tenantId, {
                userId: env.id(op.who),
                source: 'offline',
                sourceRef: `counts-${run}-${credited.length}`,
                programmeId: null,
                title: 'counts',
                hours: op.tenths / 10,
                category: op.category,
                earnedAt: new Date(`${op.year}-05-01T12:00:00+08:00`),
                createdBy: null,
              });
              if (id !== null) credited.push(id);
            } else if (op.kind === 'reverse') {
              if (credited.length === 0) continue;
              const entry = await findEntry(db, env.tenantId, credited[op.pick % credited.length]!);
              if (entry) await reverseEntry(db, env.tenantId, entry, 'counts test', null, new Date());
            } else if (op.kind === 'move') {
              await db.execute(
                sql`update users set org_unit_id = ${units[op.pick % units.length]!} where tenant_id = ${env.tenantId} and id = ${env.id(op.who)}`,
              );
            } else if (op.kind === 'role') {
              await db.execute(
                sql`update users set roles = ${op.teaching ? sql`array_append(array_remove(roles, 'teacher'), 'teacher')` : sql`array_remove(roles, 'teacher')`} where tenant_id = ${env.tenantId} and id = ${env.id(op.who)}`,
              );
            } else if (op.kind === 'status') {
              await db.execute(
                sql`update users set status = ${op.active ? 'active' : 'disabled'} where tenant_id = ${env.tenantId} and id = ${env.id(op.who)}`,
              );
            } else {
              await db.execute(sql`insert into learning_requirements (tenant_id, year, total_hours, category_minimums)
                values (${env.tenantId}, ${op.year}, ${op.total}, ${JSON.stringify({ ethics: op.ethics })}::jsonb)
                on conflict (tenant_id, year) do update set total_hours = excluded.total_hours, category_minimums = excluded.category_minimums`);
            }
          }
          expect(await maintainedCounts()).toEqual(await countedAfresh());
        }),
        { numRuns: 15 },
      );
    } finally {
      for (const row of before) {
        await db.execute(sql`update users set org_unit_id = ${Number(row.org_unit_id)}, roles = ${sql`array[${sql.join(
          row.roles.map((role) => sql`${role}`),
          sql`, `,
        )}]::text[]`}, status = ${row.status}
          where tenant_id = ${env.tenantId} and id = ${Number(row.id)}`);
      }
    }
    expect(await maintainedCounts()).toEqual(await countedAfresh());
  });
});
