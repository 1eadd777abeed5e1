import { describe, expect, test } from 'vitest';
import { decisionBodyOf } from './ReviewDecisionForm';
import { reviewedIdOf, reviewLoadOf } from './ReviewDetailFrame';
import { nextReviewSourceOf, rowKeyOf, rowViewOf, type ReviewDomain } from './review-domain';

type Row = { applyId: number; userId: string; userName: string; orgName: string; stepCode: string; round: number; submittedAt: string };
type Query = { state: string; current: number; prjId: number | undefined };

const rows: Row[] = [1, 2, 3].map((applyId) => ({
  applyId,
  userId: `u${applyId}`,
  userName: `教师${applyId}`,
  orgName: '实验小学',
  stepCode: 'school',
  round: applyId,
  submittedAt: '2026-12-05T02:00:00.000Z',
}));
const asked: Array<{ query: Query; size: number }> = [];

const domain: ReviewDomain<Row, Query> = {
  listPath: '/queue',
  address: { extra: { prjId: /^\d+$/ } },
  queryOf: (params) => ({
    state: params.state,
    current: params.current,
    prjId: params.extra.prjId ? Number(params.extra.prjId) : undefined,
  }),
  useQueue: () => ({ isError: false, isFetching: false, refetch: () => undefined }),
  readQueue: async (query, size) => {
    asked.push({ query, size });
    return { records: rows.slice(0, size) };
  },
  pathOf: (row) => `/queue/${row.applyId}`,
  statusOf: () => null,
  useWording: () => ({ step: (code) => code, status: (code) => code }),
  testId: 'queue',
};

describe("a reviewing domain's declaration", () => {
  test("a row of the contract's queue vocabulary needs no key nor view: the application's id and its common fields", () => {
    expect(rowKeyOf(domain)).toBe('applyId');
    expect(rowViewOf(domain)(rows[1]!)).toEqual({
      applicantName: '教师2',
      orgName: '实验小学',
      stepCode: 'school',
      round: 2,
      submittedAt: '2026-12-05T02:00:00.000Z',
    });
    const own = { ...domain, rowKey: 'userId' as const, viewOf: (row: Row) => ({ ...rowViewOf(domain)(row), applicantName: row.userId }) };
    expect(rowKeyOf(own)).toBe('userId');
    expect(rowViewOf(own)(rows[0]!).applicantName).toBe('u1');
  });

  test("the next item reads the first two pending rows under the list's own filters, by the domain's query", async () => {
    asked.length = 0;
    const source = nextReviewSourceOf(domain);
    expect(source.listPath).toBe('/queue');
    const items = await source.pending({ state: 'pending', current: 1, extra: { prjId: '7' } });
    expect(asked).toEqual([{ query: { state: 'pending', current: 1, prjId: 7 }, size: 2 }]);
    expect(items).toEqual([{ path: '/queue/1' }, { path: '/queue/2' }]);
  });
});

describe("a decision page's read and body", () => {
  test('an address naming no number is not found, a caller who does not review is refused, before the read says anything', () => {
    const read = { isPending: true, error: null, refetch: () => undefined };
    expect(reviewedIdOf('12')).toBe(12);
    expect(reviewedIdOf('12a')).toBeUndefined();
    expect(reviewedIdOf(undefined)).toBeUndefined();
    expect(reviewLoadOf(read, 12).error).toBeNull();
    expect(reviewLoadOf(read, undefined).error).toMatchObject({ httpStatus: 404 });
    expect(reviewLoadOf(read, 12, false).error).toMatchObject({ httpStatus: 403 });
  });

  test('the comment goes only where there is one to approve, and always to return or reject', () => {
    expect(decisionBodyOf({ applyId: 1 }, { decision: 'approve', comment: undefined, extra: {} })).toEqual({
      applyId: 1,
      decision: 'approve',
    });
    expect(decisionBodyOf({ applyId: 1 }, { decision: 'approve', comment: '好', extra: {} })).toEqual({
      applyId: 1,
      decision: 'approve',
      comment: '好',
    });
    expect(decisionBodyOf({ reviewId: 2, version: 3 }, { decision: 'reject', comment: undefined, extra: {} })).toEqual({
      reviewId: 2,
      version: 3,
      decision: 'reject',
      comment: '',
    });
  });
});
