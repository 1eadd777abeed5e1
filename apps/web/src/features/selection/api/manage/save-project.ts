import type { ProjectWriteResult, SaveProjectBody } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './keys';

/** manage/project/save: creates a draft (no prjId) or replaces a draft's fields, groups and items at the version read. */
export function saveProject(body: SaveProjectBody): Promise<ProjectWriteResult> {
  return request<ProjectWriteResult>(ApiPaths.selectionManageSaveProject, { body, skipErrorHandler: true });
}

export function useSaveProject() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveProject, onSuccess: () => void invalidateManage(client, 'projects', 'project') });
}
