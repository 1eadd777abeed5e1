import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { ApplyDecision, AuditApplyBody, ReviewQueueItem, ReviewQueuePage } from './development-apply';
import { DecideDeclarationBody } from './learning-hours';
import { REVIEW_COMMENT_MAX } from './limits';
import { BackboneDecideBody, BackboneHistoryEntry, BackboneQueueItem, BackboneQueuePage } from './profile-backbone';
import { ReviewDecision, ReviewHistoryEntry, ReviewQueueRow, reviewDecisionBody } from './review';
import { SelectionDecideBody, SelectionDecisionRecord, SelectionQueueItem, SelectionQueuePage } from './selection';
import { TopicDecideBody, TopicHistoryEntry, TopicReviewQueuePage } from './topic';

const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
const decisionsOf = (body: z.ZodDiscriminatedUnion) =>
  body.options.map((option) => (option as z.ZodObject<{ decision: z.ZodLiteral<string> }>).shape.decision.value);

/** Every domain's decision body, with the subject it names and the decisions its workflow offers, in order. */
const BODIES = [
  { name: 'development', body: AuditApplyBody, subject: { applyId: 1 }, decisions: ['approve', 'reject'] },
  { name: 'backbone', body: BackboneDecideBody, subject: { applyId: 1 }, decisions: ['approve', 'reject', 'return'] },
  { name: 'topic', body: TopicDecideBody, subject: { reviewId: 1, version: 2 }, decisions: ['approve', 'return', 'reject'] },
  { name: 'selection', body: SelectionDecideBody, subject: { applyId: 1 }, decisions: ['approve', 'return', 'reject'] },
] as const;

describe('the review vocabulary', () => {
  it.each(BODIES)('$name decides by the one rule: a comment to return or reject, optional to approve', ({ body, subject, decisions }) => {
    expect(decisionsOf(body)).toEqual(decisions);
    expect(ok(body, { ...subject, decision: 'approve' })).toBe(true);
    expect(ok(body, { ...subject, decision: 'approve', comment: '同意' })).toBe(true);
    expect(ok(body, { ...subject, decision: 'approve', comment: '' })).toBe(false);
    for (const decision of ReviewDecision.options.filter((candidate) => candidate !== 'approve')) {
      const offered = (decisions as readonly string[]).includes(decision);
      expect(ok(body, { ...subject, decision, comment: '请补充材料' }), decision).toBe(offered);
      expect(ok(body, { ...subject, decision }), `${decision} without a comment`).toBe(false);
      expect(ok(body, { ...subject, decision, comment: '   ' }), `${decision} with a blank comment`).toBe(false);
    }
    const reject = { ...subject, decision: 'reject' };
    expect(ok(body, { ...reject, comment: 'x'.repeat(REVIEW_COMMENT_MAX) })).toBe(true);
    expect(ok(body, { ...reject, comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) })).toBe(false);
    expect(ok(body, { ...subject, decision: 'finish' })).toBe(false);
    expect(ok(body, { decision: 'approve' })).toBe(false);
  });

  it("takes an approval's extra fields on the approval only", () => {
    expect(AuditApplyBody.parse({ applyId: 1, decision: 'approve', finish: true })).toEqual({
      applyId: 1,
      decision: 'approve',
      finish: true,
    });
    expect(AuditApplyBody.parse({ applyId: 1, decision: 'reject', comment: '不符合', finish: true })).toEqual({
      applyId: 1,
      decision: 'reject',
      comment: '不符合',
    });
    expect(ok(AuditApplyBody, { applyId: 1, decision: 'approve', finish: 'yes' })).toBe(false);
  });

  it('types a decision body as the exact union of what the domain offers', () => {
    expectTypeOf<z.infer<typeof AuditApplyBody>>().toEqualTypeOf<
      | { applyId: number; decision: 'approve'; comment?: string | undefined; finish?: boolean | undefined }
      | { applyId: number; decision: 'reject'; comment: string }
    >();
    expectTypeOf<z.infer<typeof TopicDecideBody>>().toEqualTypeOf<
      | { reviewId: number; version?: number | undefined; decision: 'approve'; comment?: string | undefined }
      | { reviewId: number; version?: number | undefined; decision: 'return'; comment: string }
      | { reviewId: number; version?: number | undefined; decision: 'reject'; comment: string }
    >();
    const built = reviewDecisionBody({ id: z.string() }, ['approve', 'return']);
    expectTypeOf<z.infer<typeof built>>().toEqualTypeOf<
      { id: string; decision: 'approve'; comment?: string | undefined } | { id: string; decision: 'return'; comment: string }
    >();
    expect(decisionsOf(built)).toEqual(['approve', 'return']);
  });

  it('leaves return out of the hours declarations, which keep their own comment rule', () => {
    const declaration = { id: 1, version: 1 };
    expect(ok(DecideDeclarationBody, { ...declaration, decision: 'approve' })).toBe(true);
    expect(ok(DecideDeclarationBody, { ...declaration, decision: 'reject' })).toBe(true);
    expect(ok(DecideDeclarationBody, { ...declaration, decision: 'return', comment: '补充' })).toBe(false);
  });

  const entry = {
    actorName: '陈静',
    stepCode: 'school',
    event: 'return',
    comment: '请补充材料',
    round: 1,
    statusAfter: '5',
    decidedAt: '2026-11-22T02:00:00.000Z',
  };
  const HISTORIES = [
    { name: 'development', schema: ApplyDecision, extra: { actorUserId: '7', role: 'school_admin' } },
    { name: 'backbone', schema: BackboneHistoryEntry, extra: {} },
    { name: 'topic', schema: TopicHistoryEntry, extra: { reviewKind: 'opening', stageId: 3 } },
    { name: 'selection', schema: SelectionDecisionRecord, extra: {} },
  ] as const;

  it.each(HISTORIES)("$name's history entry is the vocabulary's with its status codes", ({ schema, extra }) => {
    expect(Object.keys(schema.shape)).toEqual(expect.arrayContaining(Object.keys(ReviewHistoryEntry.shape)));
    expect(schema.parse({ ...entry, ...extra })).toEqual({ ...entry, ...extra });
    expect(ok(schema, { ...entry, ...extra, event: 'finish' })).toBe(false);
    expect(ok(schema, { ...entry, ...extra, statusAfter: '9' })).toBe(false);
    expect(ok(schema, entry)).toBe(Object.keys(extra).length === 0);
  });

  it("gives every domain's queue row the vocabulary's fields and every queue page its counts", () => {
    const rowKeys = Object.keys(ReviewQueueRow.shape);
    for (const row of [ReviewQueueItem, BackboneQueueItem, SelectionQueueItem])
      expect(Object.keys(row.shape)).toEqual(expect.arrayContaining(rowKeys));
    const counts = { pending: 1, returned: 0, decided: 2 };
    const page = { records: [], total: 0, current: 1, size: 10 };
    for (const schema of [BackboneQueuePage, TopicReviewQueuePage]) {
      expect(ok(schema, { ...page, counts })).toBe(true);
      expect(ok(schema, page)).toBe(false);
    }
    expect(ok(SelectionQueuePage, { ...page, counts, quota: [] })).toBe(true);
    // Development's counts were optional before the vocabulary, and the wire does not change.
    expect(ok(ReviewQueuePage, page)).toBe(true);
  });
});
