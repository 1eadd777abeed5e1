import type { ProjectVersionBody, ProjectWriteResult } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './keys';

/** manage/project/publish: publishes a draft at the version read; its items freeze. */
export function publishProject(body: ProjectVersionBody): Promise<ProjectWriteResult> {
  return request<ProjectWriteResult>(ApiPaths.selectionManagePublishProject, { body, skipErrorHandler: true });
}

export function usePublishProject() {
  const client = useQueryClient();
  return useMutation({ mutationFn: publishProject, onSuccess: () => void invalidateManage(client, 'projects', 'project') });
}
