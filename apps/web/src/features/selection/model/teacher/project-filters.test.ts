import type { ProjectForTeacher } from '@yanxiu/contract/selection';
import { describe, expect, test } from 'vitest';
import { filterProjects, pageOf, projectAction, readProjectFilters, writeProjectFilters } from './project-filters';

const base = { applyId: null, applyStatus: '0', eligible: true, open: true } as const;

describe('the project list filters', () => {
  test('read from the query string, anything malformed ignored', () => {
    expect(readProjectFilters(new URLSearchParams('keyword=骨干&category=2&kind=x&level=99999&show=bogus&current=-3'))).toEqual({ keyword: '骨干', category: '2', kind: undefined, level: undefined, show: 'all', current: 1 });
    expect(readProjectFilters(new URLSearchParams('show=applied&current=3')).show).toBe('applied');
  });

  test('written without defaults; a change other than the page goes back to page one', () => {
    const filters = readProjectFilters(new URLSearchParams('category=1&current=4'));
    expect(writeProjectFilters(filters, { kind: '2' }).toString()).toBe('category=1&kind=2');
    expect(writeProjectFilters(filters, { current: 2 }).toString()).toBe('category=1&current=2');
    expect(writeProjectFilters(filters, { category: undefined, show: 'eligible' }).toString()).toBe('show=eligible');
  });

  test('filter by title, enumerations and whether I may apply or applied', () => {
    const projects = [
      { prjId: 1, title: '区级骨干教师评选', category: '1', kind: '1', level: '2', ...base },
      { prjId: 2, title: '校级新秀', category: '2', kind: '1', level: '1', ...base, eligible: false },
      { prjId: 3, title: '工作室主持人', category: '2', kind: '3', level: '2', ...base, applyId: 9, applyStatus: '4' },
    ] as unknown as ProjectForTeacher[];
    const ids = (change: object) => filterProjects(projects, { ...readProjectFilters(new URLSearchParams()), ...change }).map((project) => project.prjId);
    expect(ids({})).toEqual([1, 2, 3]);
    expect(ids({ keyword: '骨干' })).toEqual([1]);
    expect(ids({ category: '2', level: '2' })).toEqual([3]);
    expect(ids({ show: 'eligible' })).toEqual([1, 3]);
    expect(ids({ show: 'applied' })).toEqual([3]);
  });

  test('a page past the last shows the last', () => {
    const rows = Array.from({ length: 23 }, (_, index) => index);
    expect(pageOf(rows, 3)).toEqual({ rows: [20, 21, 22], current: 3 });
    expect(pageOf(rows, 9).current).toBe(3);
    expect(pageOf([], 2)).toEqual({ rows: [], current: 1 });
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
