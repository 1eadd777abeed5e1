import type { ModeratePostBody } from '@yanxiu/contract/research-interaction';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { researchKeys } from './keys';

/** POST researchModeratePost: the organiser pins, unpins, hides or shows a post again. */
export function moderatePost(body: ModeratePostBody): Promise<unknown> {
  return request<unknown>(ApiPaths.researchModeratePost, { body });
}

export function useModeratePost(stageId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: moderatePost, onSuccess: () => client.invalidateQueries({ queryKey: researchKeys.posts(stageId) }) });
}
