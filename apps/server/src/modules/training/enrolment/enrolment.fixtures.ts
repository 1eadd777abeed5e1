import { and, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { trainingProgrammes, trainingUnits } from '@server/db/schema/training';

// Test fixtures: programmes written straight into the database, so the enrolment and order tests do not depend
// on the staff authoring calls.

export type ProgrammeFixture = Partial<typeof trainingProgrammes.$inferInsert> & {
  units?: Array<Partial<typeof trainingUnits.$inferInsert>>;
};

const DAY = 86_400_000;

/** The org unit of a demo account. */
export async function orgUnitOf(db: Executor, tenantId: number, username: string): Promise<number> {
  const [row] = await db
    .select({ orgUnitId: users.orgUnitId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, username)));
  return row!.orgUnitId;
}

/** Inserts a published programme open now (enrolment from yesterday for a week, starting in ten days). */
export async function insertProgramme(
  db: Executor,
  tenantId: number,
  organiserUnitId: number,
  createdBy: number,
  fixture: ProgrammeFixture = {},
) {
  const now = Date.now();
  const { units = [], ...fields } = fixture;
  const [programme] = await db
    .insert(trainingProgrammes)
    .values({
      tenantId,
      kind: 'common',
      title: '小学语文阅读教学专题',
      summary: '测试用培训',
      organiserUnitId,
      level: 2,
      enrolMode: 'open',
      enrolStart: new Date(now - DAY),
      enrolEnd: new Date(now + 7 * DAY),
      startsOn: new Date(now + 10 * DAY).toISOString().slice(0, 10),
      endsOn: new Date(now + 40 * DAY).toISOString().slice(0, 10),
      creditHours: 4,
      status: 'published',
      publishedAt: new Date(now),
      createdBy,
      ...fields,
    })
    .returning();
  for (const [index, unit] of units.entries()) {
    await db.insert(trainingUnits).values({
      tenantId,
      programmeId: programme!.id,
      position: index + 1,
      kind: 'offline',
      title: `第${index + 1}讲`,
      creditHours: 2,
      location: '教研室',
      sessionStartsAt: new Date(now + 12 * DAY),
      ...unit,
    });
  }
  return programme!;
}
