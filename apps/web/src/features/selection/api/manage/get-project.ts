import type { ManageProjectDetail } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { MANAGE_KEY } from './keys';

/** manage/project/detail: a project with its groups and items, for editing (quiet: the page says why it failed). */
export function getProject(prjId: number): Promise<ManageProjectDetail> {
  return request<ManageProjectDetail>(ApiPaths.selectionManageProject, { query: { prjId }, skipErrorHandler: true });
}

export function projectQuery(prjId: number) {
  return queryOptions({ queryKey: [...MANAGE_KEY, 'project', prjId], queryFn: () => getProject(prjId) });
}

/** The project `prjId` names; nothing is read without one (a new project). */
export function useProject(prjId: number | undefined) {
  return useQuery({ ...projectQuery(prjId ?? 0), enabled: prjId !== undefined });
}
