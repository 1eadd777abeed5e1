import type { ExtendProjectBody, ProjectWriteResult } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './keys';

/** manage/project/extend: moves a published project's window end later, at the version read. */
export function extendProject(body: ExtendProjectBody): Promise<ProjectWriteResult> {
  return request<ProjectWriteResult>(ApiPaths.selectionManageExtendProject, { body, skipErrorHandler: true });
}

export function useExtendProject() {
  const client = useQueryClient();
  return useMutation({ mutationFn: extendProject, onSuccess: () => void invalidateManage(client, 'projects', 'project') });
}
