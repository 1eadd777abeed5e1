import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '@server/db/schema/tenants';
import { createTestApp, type TestApp } from '@server-test/support/test-app';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { reviewQueue } from './review-engine';
import { reviewFixtures } from './review.fixtures';
import { latestReviewerComments, reviewHistoryEntries, reviewQueueRowOf } from './review-vocabulary';

let t: TestApp;
let kit: Awaited<ReturnType<typeof reviewFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  kit = await reviewFixtures(t);
});
afterAll(async () => {
  await t.close();
});

const decided = { decidedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) };

describe("the engine's rows in the review vocabulary", () => {
  it("reads reviews' histories as one, oldest first, with the actors' names and a domain's own fields", async () => {
    const { actors, names, act, openFor, tenantId } = kit;
    const first = await openFor(actors.teacher);
    const second = await openFor(actors.teacher);
    await act(first.id, actors.school_admin, 'approve', { comment: '材料齐全' });
    await act(second.id, actors.school_admin, 'return', { comment: '请补充证明' });
    await act(first.id, actors.district_admin, 'reject', { comment: '不符合条件' });

    const entries = await reviewHistoryEntries<string, { reviewId: number }>(t.deps.db, tenantId, [second.id, first.id], (decision) => ({
      reviewId: decision.instanceId,
    }));
    // actor, step, event, comment, status after, review: one entry each, in the order they happened.
    const expected: [keyof typeof names, string, string, string | null, string, number][] = [
      ['teacher', 'applicant', 'submit', null, '4', first.id],
      ['teacher', 'applicant', 'submit', null, '4', second.id],
      ['school_admin', 'school', 'approve', '材料齐全', '4', first.id],
      ['school_admin', 'school', 'return', '请补充证明', '5', second.id],
      ['district_admin', 'district', 'reject', '不符合条件', '7', first.id],
    ];
    expect(entries).toEqual(
      expected.map(([actor, stepCode, event, comment, statusAfter, reviewId]) => ({
        actorName: names[actor],
        stepCode,
        event,
        comment,
        round: 1,
        statusAfter,
        ...decided,
        reviewId,
      })),
    );
    const times = entries.map((entry) => entry.decidedAt);
    expect(times).toEqual([...times].sort());

    // One review alone, and without a domain's fields: exactly the vocabulary's.
    const alone = await reviewHistoryEntries(t.deps.db, tenantId, second.id);
    expect(alone.map((entry) => Object.keys(entry).sort())).toEqual(
      Array(2).fill(['actorName', 'comment', 'decidedAt', 'event', 'round', 'statusAfter', 'stepCode']),
    );
    expect(await reviewHistoryEntries(t.deps.db, tenantId, [])).toEqual([]);
  });

  it("reads nothing of a review through another tenant's id", async () => {
    const review = await kit.openFor(kit.actors.teacher);
    const [other] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(ne(tenants.id, kit.tenantId)).limit(1);
    expect(await reviewHistoryEntries(t.deps.db, asTenantId(other!.id), review.id)).toEqual([]);
    expect(await reviewHistoryEntries(t.deps.db, kit.tenantId, review.id)).toHaveLength(1);
  });

  it('gives each review the comment its latest reviewer decision wrote, among some events when asked', async () => {
    const { actors, act, openFor, tenantId } = kit;
    const returned = await openFor(actors.teacher);
    const waiting = await openFor(actors.teacher);
    await act(returned.id, actors.school_admin, 'return', { comment: '请补充听课记录' });
    await act(returned.id, actors.teacher, 'resubmit');
    await act(returned.id, actors.school_admin, 'approve', { comment: '已补充' });

    const latest = await latestReviewerComments(t.deps.db, tenantId, [returned.id, waiting.id]);
    expect([...latest]).toEqual([[returned.id, '已补充']]);
    const lastReturn = await latestReviewerComments(t.deps.db, tenantId, [returned.id, waiting.id], ['return', 'reject']);
    expect([...lastReturn]).toEqual([[returned.id, '请补充听课记录']]);
    expect(await latestReviewerComments(t.deps.db, tenantId, [])).toEqual(new Map());
  });

  it('gives a queue row the applicant and where the review stands', async () => {
    const { actors, act, openFor, tenantId } = kit;
    const review = await openFor(actors.teacher);
    await act(review.id, actors.school_admin, 'approve');
    const { rows } = await reviewQueue(t.deps.db, tenantId, actors.district_admin, { workflow: 'test-workflow', page: 1, size: 100 });
    const row = rows.find((candidate) => candidate.id === review.id)!;
    expect(reviewQueueRowOf(row, { userId: actors.teacher.userId, userName: '李老师', orgName: '实验小学' })).toEqual({
      userId: String(actors.teacher.userId),
      userName: '李老师',
      orgName: '实验小学',
      stepCode: 'district',
      round: 1,
      submittedAt: row.submittedAt!.toISOString(),
    });
  });
});
