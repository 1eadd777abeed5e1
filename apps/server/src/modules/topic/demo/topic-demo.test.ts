import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '@server/db/schema/tenants';
import { topicApplications, topicCalls, topicRecords, topicStages } from '@server/db/schema/topic';
import { stageDeadlines, stageOpenings, type OrderedStage } from '@server/modules/topic/stages/deadlines';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { chinaDay, chinaWallToIso } from '@server/platform/time/china-time';
import { createTestApp, type TestApp } from '@server-test/support/test-app';
import { seedTopicDemo } from './topic-demo';

// Issue 39: the demo's topic in research had its opening filed and passed on fixed days, months away from the
// research period as the calendar moved on. Seeded on any day, the demo keeps every filing inside its stage's window
// and nothing in its future: the demo is re-seeded here as it would be on several days of the year.

let t: TestApp;
let tenantId: TenantId;

beforeAll(async () => {
  t = await createTestApp();
  const [demo] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, 'yxdemo'));
  tenantId = demo!.id as TenantId;
});
afterAll(async () => {
  await t.close();
});

/** A moment of a China day at noon. */
const noonOf = (day: string) => new Date(chinaWallToIso(`${day} 12:00`));

/** Seeds the demo's topics again as on `now`: the topic tables emptied first (this file's database is its own). */
async function seedAgainOn(now: Date) {
  await t.deps.db.execute(sql`truncate ${topicCalls}, topic_number_counters cascade`);
  expect(await seedTopicDemo(t.deps.db, tenantId, now)).toBe(2);
}

async function seededTopic() {
  const [topic] = await t.deps.db
    .select()
    .from(topicApplications)
    .where(and(eq(topicApplications.tenantId, tenantId), eq(topicApplications.phase, 'approved')));
  const stages = await t.deps.db.select().from(topicStages).where(eq(topicStages.applicationId, topic!.id));
  const records = await t.deps.db.select().from(topicRecords).where(eq(topicRecords.applicationId, topic!.id));
  const [call] = await t.deps.db.select().from(topicCalls).where(eq(topicCalls.id, topic!.callId));
  return { topic: topic!, stages, records, call: call! };
}

describe('the demo topic in research', () => {
  // The first of January, the middle of the year, the last day of a year, and today.
  const days = ['2026-01-01', '2026-07-15', '2027-12-31', chinaDay(new Date())];

  it.each(days)('seeded on %s, files each stage inside its window and nothing after the day it was seeded', async (day) => {
    const now = day === chinaDay(new Date()) ? new Date() : noonOf(day);
    await seedAgainOn(now);
    const { topic, stages, records, call } = await seededTopic();
    const period = { startsOn: topic.periodStartsOn!, endsOn: topic.periodEndsOn! };
    expect(period).toEqual({ startsOn: call.periodStartsOn, endsOn: call.periodEndsOn });
    // The call closed, the topic approved, then its research began and is under way when the demo starts.
    expect(call.closedAt!.getTime()).toBeLessThan(topic.approvedAt!.getTime());
    expect(chinaDay(topic.approvedAt!) < period.startsOn).toBe(true);
    expect(period.startsOn <= day && day <= period.endsOn).toBe(true);

    const openings = stageOpenings(period);
    const deadlines = stageDeadlines(period);
    expect(stages.length).toBeGreaterThan(0);
    for (const stage of stages) {
      const kind = stage.kind as OrderedStage;
      const filedOn = chinaDay(stage.filedAt);
      const inside = openings[kind] <= filedOn && filedOn <= deadlines[kind];
      expect(inside, `${kind} filed on ${filedOn}: opens ${openings[kind]}, due ${deadlines[kind]}`).toBe(true);
      expect(stage.filedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      if (stage.decidedAt) {
        expect(stage.decidedAt.getTime()).toBeGreaterThan(stage.filedAt.getTime());
        expect(stage.decidedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
    for (const record of records) {
      const during = period.startsOn <= record.occurredOn && record.occurredOn <= day;
      expect(during, `a record of ${record.occurredOn} in ${period.startsOn}..${day}`).toBe(true);
    }

    // This year's open call researches from next year on: published already, its window open on the day.
    const [open] = await t.deps.db
      .select()
      .from(topicCalls)
      .where(and(eq(topicCalls.tenantId, tenantId), eq(topicCalls.state, 'published')));
    expect(open!.publishedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(open!.periodStartsOn > day).toBe(true);
  });
});
