import type { CreatePostBody, DiscussionPost } from '@yanxiu/contract/research-interaction';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateActivity, researchKeys } from './keys';

/** POST researchCreatePost: a new thread, or a reply to one; may complete the activity ("posted"). */
export function createPost(body: CreatePostBody): Promise<DiscussionPost> {
  return request<DiscussionPost>(ApiPaths.researchCreatePost, { body });
}

export function useCreatePost(stageId: number, activityId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: researchKeys.posts(stageId) }), invalidateActivity(client, activityId)]),
  });
}
