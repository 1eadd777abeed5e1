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

/** The projects that pass the filters, in the order the server gave them. */
export function filterProjects(projects: readonly ProjectForTeacher[], filters: ProjectFilters): ProjectForTeacher[] {
  const keyword = filters.keyword.trim().toLowerCase();
  return projects
    .filter((project) => !keyword || project.title.toLowerCase().includes(keyword))
    .filter((project) => (!filters.category || project.category === filters.category) && (!filters.kind || project.kind === filters.kind) && (!filters.level || project.level === filters.level))
    .filter((project) => filters.show === 'all' || (filters.show === 'eligible' ? project.eligible && project.open : project.applyId !== null));
}

/** One page of the filtered projects, and the page actually shown (the last one when the page asked is past it). */
export function pageOf<T>(rows: readonly T[], current: number, size = PAGE_SIZE): { rows: T[]; current: number } {
  const last = Math.max(1, Math.ceil(rows.length / size));
  const page = Math.min(current, last);
  return { rows: rows.slice((page - 1) * size, page * size), current: page };
}

/** What I can do with a project from the list. */
export type ProjectAction = 'apply' | 'continue' | 'view';

export function projectAction(project: Pick<ProjectForTeacher, 'applyId' | 'applyStatus' | 'eligible' | 'open'>): ProjectAction {
  if (project.applyId === null) return project.eligible && project.open ? 'apply' : 'view';
  return project.applyStatus === '2' || project.applyStatus === '5' ? 'continue' : 'view';
}
