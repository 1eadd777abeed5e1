import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewDecisions } from '@server/db/schema/review';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, type TestApp } from '@server-test/support/test-app';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { type ReviewActor, reviewHistory, reviewQueue, reviewQueueCounts, reviewStepSettings, switchReviewStep } from './review-engine';
import { saveStepSwitch } from './review.repository';
import { reviewFixtures, TEST_WORKFLOW as WORKFLOW } from './review.fixtures';

let t: TestApp;
let tenantId: TenantId;
let actors: Record<string, ReviewActor>;
let act: Awaited<ReturnType<typeof reviewFixtures>>['act'];
let openFor: Awaited<ReturnType<typeof reviewFixtures>>['openFor'];

beforeAll(async () => {
  t = await createTestApp();
  ({ tenantId, actors, act, openFor } = await reviewFixtures(t));
});
afterAll(async () => {
  await t.close();
});

const errorName = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.errorName : String(error);
  }
};

describe('review engine', () => {
  it('runs the applicable steps in order to approval and records each decision', async () => {
    const review = await openFor(actors.teacher!);
    expect(review).toMatchObject({ status: '4', stepIndex: 0, round: 1, steps: [{ code: 'school' }, { code: 'district' }] });
    const afterSchool = await act(review.id, actors.school_admin!, 'approve', { comment: '材料齐全' });
    expect(afterSchool).toMatchObject({ status: '4', stepIndex: 1 });
    const done = await act(review.id, actors.district_admin!, 'approve');
    expect(done.status).toBe('6');
    const history = await reviewHistory(t.deps.db, tenantId, review.id);
    expect(history.map((entry) => [entry.event, entry.stepCode, entry.statusAfter])).toEqual([
      ['submit', 'applicant', '4'],
      ['approve', 'school', '4'],
      ['approve', 'district', '6'],
    ]);
    expect(history[1]!.comment).toBe('材料齐全');
  });

  it('lets only the reviewer of the current step, within their org, decide — never the applicant', async () => {
    const review = await openFor(actors.teacher!);
    expect(await errorName(act(review.id, actors.district_admin!, 'approve'))).toBe('FORBIDDEN');
    expect(await errorName(act(review.id, actors.teacher!, 'approve'))).toBe('FORBIDDEN');
    expect(await errorName(act(review.id, actors.expert!, 'approve'))).toBe('FORBIDDEN');
    // backbone teaches at another school, so the first school's admin may not decide their application.
    const other = await openFor(actors.backbone!);
    expect(await errorName(act(other.id, actors.school_admin!, 'approve'))).toBe('FORBIDDEN');
    expect(await errorName(act(999_999, actors.school_admin!, 'approve'))).toBe('NOT_FOUND');
  });

  it('keeps every earlier round when an application is returned and resubmitted', async () => {
    const review = await openFor(actors.teacher!);
    await act(review.id, actors.school_admin!, 'return', { comment: '请补充证明材料' });
    // Returned: there is nothing to decide until the applicant resubmits.
    expect(await errorName(act(review.id, actors.school_admin!, 'approve'))).toBe('CONFLICT');
    const resubmitted = await act(review.id, actors.teacher!, 'resubmit', { snapshot: { version: 2 } });
    expect(resubmitted).toMatchObject({ status: '4', stepIndex: 0, round: 2, snapshot: { version: 2 } });
    await act(review.id, actors.school_admin!, 'approve');
    const history = await reviewHistory(t.deps.db, tenantId, review.id);
    expect(history.map((entry) => [entry.round, entry.event])).toEqual([
      [1, 'submit'],
      [1, 'return'],
      [2, 'resubmit'],
      [2, 'approve'],
    ]);
    // Each decision keeps the snapshot it judged.
    expect(history[1]!.snapshot).toEqual({ version: 1 });
    expect(history[3]!.snapshot).toEqual({ version: 2 });
  });

  it('refuses events the state does not allow with a conflict', async () => {
    const review = await openFor(actors.teacher!);
    await act(review.id, actors.school_admin!, 'reject', { comment: '不符合条件' });
    expect(await errorName(act(review.id, actors.teacher!, 'resubmit'))).toBe('CONFLICT');
    expect(await errorName(act(review.id, actors.teacher!, 'withdraw'))).toBe('CONFLICT');
    const draft = await openFor(actors.teacher!, false);
    expect(draft.status).toBe('2');
    expect((await act(draft.id, actors.teacher!, 'withdraw')).status).toBe('8');
  });

  it('gives exactly one transition to two reviewers deciding at once', async () => {
    const review = await openFor(actors.teacher!);
    const decisionsBefore = await countRows(t.deps.db, reviewDecisions);
    const outcomes = await Promise.all([
      errorName(act(review.id, actors.school_admin!, 'approve')),
      errorName(act(review.id, actors.school_admin!, 'return')),
    ]);
    expect(outcomes.sort()).toEqual(['CONFLICT', 'ok']);
    expect(await countRows(t.deps.db, reviewDecisions)).toBe(decisionsBefore + 1);
  });

  it('refuses a transition based on a stale version', async () => {
    const review = await openFor(actors.teacher!);
    expect(await errorName(act(review.id, actors.school_admin!, 'approve', { expectedVersion: review.version - 1 }))).toBe('CONFLICT');
    expect(await errorName(act(review.id, actors.school_admin!, 'approve', { expectedVersion: review.version }))).toBe('ok');
  });

  it('shows each reviewer only what waits at their step and under their org, with totals for paging', async () => {
    const mine = await openFor(actors.teacher!);
    const elsewhere = await openFor(actors.backbone!);
    const schoolQueue = await reviewQueue(t.deps.db, tenantId, actors.school_admin!, { workflow: WORKFLOW.code, page: 1, size: 100 });
    const ids = schoolQueue.rows.map((row) => row.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(schoolQueue.total).toBe(ids.length);
    const districtQueue = await reviewQueue(t.deps.db, tenantId, actors.district_admin!, { workflow: WORKFLOW.code, page: 1, size: 100 });
    expect(districtQueue.rows.map((row) => row.id)).not.toContain(mine.id);
    await act(mine.id, actors.school_admin!, 'approve');
    const afterApproval = await reviewQueue(t.deps.db, tenantId, actors.district_admin!, { workflow: WORKFLOW.code, page: 1, size: 100 });
    expect(afterApproval.rows.map((row) => row.id)).toContain(mine.id);
    // A school admin who also teaches never finds their own application in their queue.
    const own = await openFor(actors.school_admin!);
    const withOwn = await reviewQueue(t.deps.db, tenantId, actors.school_admin!, { workflow: WORKFLOW.code, page: 1, size: 100 });
    expect(withOwn.rows.map((row) => row.id)).not.toContain(own.id);
    const firstPage = await reviewQueue(t.deps.db, tenantId, actors.school_admin!, { workflow: WORKFLOW.code, page: 1, size: 1 });
    expect(firstPage.rows).toHaveLength(1);
    expect(firstPage.total).toBeGreaterThanOrEqual(1);
  });

  it('adds a step a tenant switches on, to reviews opened afterwards only', async () => {
    const before = await openFor(actors.teacher!);
    await saveStepSwitch(t.deps.db, tenantId, WORKFLOW.code, 'expert', true);
    const after = await openFor(actors.teacher!);
    expect((before.steps as unknown[]).length).toBe(2);
    expect((after.steps as Array<{ code: string }>).map((step) => step.code)).toEqual(['school', 'district', 'expert']);
    await act(after.id, actors.school_admin!, 'approve');
    await act(after.id, actors.district_admin!, 'approve');
    const expertQueue = await reviewQueue(t.deps.db, tenantId, actors.expert!, { workflow: WORKFLOW.code, page: 1, size: 100 });
    expect(expertQueue.rows.map((row) => row.id)).toContain(after.id);
    expect((await act(after.id, actors.expert!, 'approve')).status).toBe('6');
    await saveStepSwitch(t.deps.db, tenantId, WORKFLOW.code, 'expert', false);
  });

  it("keeps each reviewer's returned and decided lists, with counts under the same filters", async () => {
    const review = await openFor(actors.teacher!);
    const options = { workflow: WORKFLOW.code };
    const ids = async (state: 'pending' | 'returned' | 'decided', extra: object = {}) =>
      (await reviewQueue(t.deps.db, tenantId, actors.school_admin!, { ...options, ...extra, state, page: 1, size: 100 })).rows.map(
        (row) => row.id,
      );
    const before = await reviewQueueCounts(t.deps.db, tenantId, actors.school_admin!, options);
    await act(review.id, actors.school_admin!, 'return', { comment: '补充' });
    expect(await ids('returned')).toContain(review.id);
    expect(await ids('pending')).not.toContain(review.id);
    expect(await ids('decided')).toContain(review.id);
    const after = await reviewQueueCounts(t.deps.db, tenantId, actors.school_admin!, options);
    expect(after).toEqual({ pending: before.pending - 1, returned: before.returned + 1, decided: before.decided + 1 });
    // Filters narrow the lists and their counts alike.
    expect(await ids('returned', { stepCode: 'district' })).toEqual([]);
    expect(await ids('returned', { applicantKeyword: '没有这个人' })).toEqual([]);
    expect((await reviewQueueCounts(t.deps.db, tenantId, actors.school_admin!, { ...options, status: '6' })).returned).toBe(0);
    // The district admin decided none of it.
    expect(
      (await reviewQueue(t.deps.db, tenantId, actors.district_admin!, { ...options, state: 'decided', page: 1, size: 100 })).rows.map(
        (row) => row.id,
      ),
    ).not.toContain(review.id);
  });

  it('lets a tenant switch optional steps only', async () => {
    const settings = await reviewStepSettings(t.deps.db, tenantId, WORKFLOW);
    expect(settings.map((step) => [step.code, step.switchable, step.enabled])).toEqual([
      ['school', false, true],
      ['district', false, true],
      ['expert', true, false],
    ]);
    expect(await errorName(t.deps.db.transaction((tx) => switchReviewStep(tx, tenantId, WORKFLOW, 'school', false)))).toBe('UNPROCESSABLE');
    expect(await errorName(t.deps.db.transaction((tx) => switchReviewStep(tx, tenantId, WORKFLOW, 'nope', true)))).toBe('UNPROCESSABLE');
    expect(await t.deps.db.transaction((tx) => switchReviewStep(tx, tenantId, WORKFLOW, 'expert', true))).toEqual({
      before: false,
      after: true,
    });
    expect((await reviewStepSettings(t.deps.db, tenantId, WORKFLOW)).at(-1)!.enabled).toBe(true);
    await t.deps.db.transaction((tx) => switchReviewStep(tx, tenantId, WORKFLOW, 'expert', false));
  });
});
