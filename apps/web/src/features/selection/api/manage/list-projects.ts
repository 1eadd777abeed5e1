import type { ManageProjectPage } from '@yanxiu/contract/selection';
import type { ProjectStateValue } from '@yanxiu/contract/selection-enums';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/shared/config/constants';
import { request } from '@/shared/request/request';
import { MANAGE_KEY } from './keys';

/** Filters of the staff project list. */
export type ProjectsFilter = { current: number; state?: ProjectStateValue | undefined; keyword?: string | undefined };

/** manage/project/list: the projects of the caller's org (and those above it they may see), paged, newest first. */
export function listProjects(filter: ProjectsFilter): Promise<ManageProjectPage> {
  return request<ManageProjectPage>(ApiPaths.selectionManageProjects, {
    query: { ...filter, keyword: filter.keyword || undefined, size: PAGE_SIZE },
  });
}

export function projectsQuery(filter: ProjectsFilter) {
  return queryOptions({ queryKey: [...MANAGE_KEY, 'projects', filter], queryFn: () => listProjects(filter) });
}

export function useProjects(filter: ProjectsFilter, enabled = true) {
  return useQuery({ ...projectsQuery(filter), enabled, placeholderData: keepPreviousData });
}
