import type { ProjectForTeacher } from '@yanxiu/contract/selection';
import { PAGE_SIZE } from '@/shared/config/constants';

/** Which projects the list shows: all open to me, those I may apply to, or those I applied to. */
export type ProjectShow = 'all' | 'eligible' | 'applied';

export type ProjectFilters = { keyword: string; category?: string; kind?: string; level?: string; show: ProjectShow; current: number };

const SHOWS: readonly ProjectShow[] = ['all', 'eligible', 'applied'];
const CODE = /^\d{1,2}$/;

/** The filters of the query string (so back, reload and a shared link keep them); anything malformed is ignored. */
export function readProjectFilters(params: URLSearchParams): ProjectFilters {
  const code = (name: string) => {
    const value = params.get(name);
    return value !== null && CODE.test(value) ? value : undefined;
  };
  const show = params.get('show') as ProjectShow | null;
  const current = Number(params.get('current'));
  return {
    keyword: (params.get('keyword') ?? '').slice(0, 50),
    category: code('category'),
    kind: code('kind'),
    level: code('level'),
    show: show && SHOWS.includes(show) ? show : 'all',
    current: Number.isInteger(current) && current >= 1 ? current : 1,
  };
}

/** The query string of the filters, defaults left out; any change but the page goes back to page one. */
export function writeProjectFilters(filters: ProjectFilters, change: Partial<ProjectFilters>): URLSearchParams {
  const next = { ...filters, ...change, current: change.current ?? 1 };
  const params = new URLSearchParams();
  if (next.keyword.trim()) params.set('keyword', next.keyword.trim());
  for (const name of ['category', 'kind', 'level'] as const) if (next[name]) params.set(name, next[name]);
  if (next.show !== 'all') params.set('show', next.show);
  if (next.current > 1) params.set('current', String(next.current));
  return params;
}

/** The server's query for the filters' page: page and size, and only the filters set (the server filters and pages). */
export function projectsRequestOf(filters: ProjectFilters, size = PAGE_SIZE): Record<string, string | number> {
  const query: Record<string, string | number> = { current: filters.current, size };
  if (filters.keyword.trim()) query.keyword = filters.keyword.trim();
  for (const name of ['category', 'kind', 'level'] as const) if (filters[name]) query[name] = filters[name];
  if (filters.show !== 'all') query.show = filters.show;
  return query;
}

/** Whether any filter narrows the list (an empty answer then means "nothing matches", not "nothing open to you"). */
export function isFiltered(filters: ProjectFilters): boolean {
  return Boolean(filters.keyword.trim() || filters.category || filters.kind || filters.level || filters.show !== 'all');
}

/** What I can do with a project from the list. */
export type ProjectAction = 'apply' | 'continue' | 'view';

export function projectAction(project: Pick<ProjectForTeacher, 'applyId' | 'applyStatus' | 'eligible' | 'open'>): ProjectAction {
  if (project.applyId === null) return project.eligible && project.open ? 'apply' : 'view';
  return project.applyStatus === '2' || project.applyStatus === '5' ? 'continue' : 'view';
}
