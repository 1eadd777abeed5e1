import { describe, expect, test } from 'vitest';
import { listParamsOf, readFilters, writeFilters } from './list-params';

describe('the review list’s query string', () => {
  test('reads the filters back as written, and the deadline day as the next China day’s start', () => {
    const filters = { domain: 'topic' as const, orgId: '12', dueBy: '2026-12-31', current: 3 };
    const search = new URLSearchParams(writeFilters(filters));
    expect(search.toString()).toBe('domain=topic&orgId=12&dueBy=2026-12-31&current=3');
    expect(readFilters(search)).toEqual(filters);
    expect(listParamsOf(filters, 10)).toEqual({
      domain: 'topic',
      orgId: '12',
      dueBefore: '2026-12-31T16:00:00.000Z',
      current: 3,
      size: 10,
    });
  });

  test('reads anything malformed as absent', () => {
    expect(readFilters(new URLSearchParams('domain=training&orgId=x1&dueBy=2026-02-30&current=-2'))).toEqual({
      domain: undefined,
      orgId: undefined,
      dueBy: undefined,
      current: 1,
    });
    expect(writeFilters({ current: 1 })).toEqual({});
  });
});
