import { describe, expect, test } from 'vitest';
import { isFiltered, projectAction, projectsRequestOf, readProjectFilters, writeProjectFilters } from './project-filters';

const base = { applyId: null, applyStatus: '0', eligible: true, open: true } as const;

describe('the project list filters', () => {
  test('read from the query string, anything malformed ignored', () => {
    expect(readProjectFilters(new URLSearchParams('keyword=骨干&category=2&kind=x&level=99999&show=bogus&current=-3'))).toEqual({
      keyword: '骨干',
      category: '2',
      kind: undefined,
      level: undefined,
      show: 'all',
      current: 1,
    });
    expect(readProjectFilters(new URLSearchParams('show=applied&current=3')).show).toBe('applied');
  });

  test('written without defaults; a change other than the page goes back to page one', () => {
    const filters = readProjectFilters(new URLSearchParams('category=1&current=4'));
    expect(writeProjectFilters(filters, { kind: '2' }).toString()).toBe('category=1&kind=2');
    expect(writeProjectFilters(filters, { current: 2 }).toString()).toBe('category=1&current=2');
    expect(writeProjectFilters(filters, { category: undefined, show: 'eligible' }).toString()).toBe('show=eligible');
  });

  test('sent to the server as the page, its size and only the filters set', () => {
    const none = readProjectFilters(new URLSearchParams());
    expect(projectsRequestOf(none, 10)).toEqual({ current: 1, size: 10 });
    expect(isFiltered(none)).toBe(false);
    const some = readProjectFilters(new URLSearchParams('keyword=%20骨干%20&category=2&level=2&show=eligible&current=3'));
    expect(projectsRequestOf(some, 10)).toEqual({ current: 3, size: 10, keyword: '骨干', category: '2', level: '2', show: 'eligible' });
    expect(isFiltered(some)).toBe(true);
    expect(isFiltered(readProjectFilters(new URLSearchParams('show=applied')))).toBe(true);
  });

  test('apply when I qualify and it is open, continue a draft or a returned one, otherwise view', () => {
    expect(projectAction(base)).toBe('apply');
    expect(projectAction({ ...base, eligible: false })).toBe('view');
    expect(projectAction({ ...base, open: false })).toBe('view');
    expect(projectAction({ ...base, applyId: 4, applyStatus: '2' })).toBe('continue');
    expect(projectAction({ ...base, applyId: 4, applyStatus: '5' })).toBe('continue');
    expect(projectAction({ ...base, applyId: 4, applyStatus: '4' })).toBe('view');
  });
});
