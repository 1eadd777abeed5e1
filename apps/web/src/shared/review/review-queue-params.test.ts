import { describe, expect, test } from 'vitest';
import { changeReviewQueueParams, readReviewQueueParams, writeReviewQueueParams } from './review-queue-params';

const address = { extra: { prjId: /^\d{1,15}$/ } };

describe("a review list's address", () => {
  test('reads the tab, the common filters, the page and the domain filters it knows', () => {
    const params = readReviewQueueParams(
      'state=decided&prjId=42&keyword=%20李%20&step=school&status=6&from=2026-12-09&to=2026-12-01&page=3',
      address,
    );
    expect(params).toEqual({
      state: 'decided',
      current: 3,
      keyword: '李',
      stepCode: 'school',
      status: '6',
      submittedFrom: '2026-12-01',
      submittedTo: '2026-12-09',
      extra: { prjId: '42' },
    });
  });

  test('drops what is malformed or unknown instead of sending it', () => {
    expect(readReviewQueueParams('state=all&page=-1&step=a%20b&from=yesterday&prjId=x&groupId=7', address)).toEqual({
      state: 'pending',
      current: 1,
      keyword: undefined,
      stepCode: undefined,
      status: undefined,
      submittedFrom: undefined,
      submittedTo: undefined,
      extra: {},
    });
  });

  test('writes back only what differs from the plain list, and reads the same again', () => {
    const plain = readReviewQueueParams('', address);
    expect(writeReviewQueueParams(plain).toString()).toBe('');
    const filtered = changeReviewQueueParams(plain, { keyword: '王', extra: { prjId: '42' } });
    const written = writeReviewQueueParams(filtered).toString();
    expect(written).toBe('prjId=42&keyword=%E7%8E%8B');
    expect(readReviewQueueParams(written, address)).toEqual(filtered);
  });

  test('a change goes back to page 1; another tab drops the status filter; an extra filter set to nothing is cleared', () => {
    const params = readReviewQueueParams('state=decided&status=6&page=4&prjId=42', address);
    expect(changeReviewQueueParams(params, { current: 5 }).current).toBe(5);
    expect(changeReviewQueueParams(params, { keyword: '李' }).current).toBe(1);
    expect(changeReviewQueueParams(params, { state: 'returned' }).status).toBeUndefined();
    expect(changeReviewQueueParams(params, { extra: { prjId: undefined } }).extra).toEqual({});
  });
});
