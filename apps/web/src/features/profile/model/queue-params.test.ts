import { describe, expect, test } from 'vitest';
import { changeQueueParams, queueFilters, readQueueParams, writeQueueParams } from './queue-params';

describe('the queue’s filters in the URL', () => {
  test('are read back as written, the unverified state and the first page left out', () => {
    const params = readQueueParams(
      new URLSearchParams('state=rejected&kind=public-thesis&school=12&keyword=%20%E6%9D%8E%20&year=2025&level=3&page=2'),
    );
    expect(params).toEqual({ state: 'rejected', kind: 'public-thesis', schoolId: '12', keyword: '李', year: 2025, level: '3', current: 2 });
    expect(writeQueueParams(params).toString()).toBe(
      'state=rejected&kind=public-thesis&school=12&keyword=%E6%9D%8E&year=2025&level=3&page=2',
    );
    expect(writeQueueParams(readQueueParams(new URLSearchParams())).toString()).toBe('');
  });

  test('drop what the server would refuse rather than send it', () => {
    expect(readQueueParams(new URLSearchParams('state=approved&kind=diary&school=x1&year=1800&level=9&page=-1'))).toEqual({
      state: 'unverified',
      current: 1,
    });
  });

  test('a new filter goes back to the first page; the export takes the filters without the page', () => {
    const params = readQueueParams(new URLSearchParams('kind=honor&page=4'));
    expect(changeQueueParams(params, { level: '2' })).toMatchObject({ kind: 'honor', level: '2', current: 1 });
    expect(changeQueueParams(params, { current: 5 }).current).toBe(5);
    expect(queueFilters(params)).toEqual({ state: 'unverified', kind: 'honor' });
  });
});
