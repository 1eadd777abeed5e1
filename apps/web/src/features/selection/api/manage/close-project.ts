import type { ProjectVersionBody, ProjectWriteResult } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './keys';

/** manage/project/close: closes a published project at the version read; it takes no more applications. */
export function closeProject(body: ProjectVersionBody): Promise<ProjectWriteResult> {
  return request<ProjectWriteResult>(ApiPaths.selectionManageCloseProject, { body, skipErrorHandler: true });
}

export function useCloseProject() {
  const client = useQueryClient();
  return useMutation({ mutationFn: closeProject, onSuccess: () => void invalidateManage(client, 'projects', 'project') });
}
