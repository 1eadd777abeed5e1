import type { CopyProjectBody, ProjectWriteResult } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './keys';

/** manage/project/copy: a new draft with an earlier project's fields, groups and items (its window to be set again). */
export function copyProject(body: CopyProjectBody): Promise<ProjectWriteResult> {
  return request<ProjectWriteResult>(ApiPaths.selectionManageCopyProject, { body });
}

export function useCopyProject() {
  const client = useQueryClient();
  return useMutation({ mutationFn: copyProject, onSuccess: () => void invalidateManage(client, 'projects') });
}
