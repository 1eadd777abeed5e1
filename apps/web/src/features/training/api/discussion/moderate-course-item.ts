import type { ModerateBody, ModerationOutcome } from '@yanxiu/contract/training-discussion';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { discussionKeys } from './discussion-keys';

/** POST courseModerate: hides (with a reason) or shows again a question, answer or review. */
export function moderateCourseItem(body: ModerateBody): Promise<ModerationOutcome> {
  return request<ModerationOutcome>(ApiPaths.courseModerate, { body });
}

export function useModerateCourseItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moderateCourseItem,
    onSuccess: () => void client.invalidateQueries({ queryKey: discussionKeys.all() }),
  });
}
