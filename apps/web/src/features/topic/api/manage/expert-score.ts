import type { TopicScoreBody, TopicScoreResult } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './keys';

/** expert/score: my score of a plan or my appraisal of a conclusion, with a comment; once. Quiet: the page says why it was refused. */
export function submitScore(body: TopicScoreBody): Promise<TopicScoreResult> {
  return request<TopicScoreResult>(ApiPaths.topicExpertScore, { body, skipErrorHandler: true });
}

export function useSubmitScore() {
  const client = useQueryClient();
  return useMutation({ mutationFn: submitScore, onSettled: () => void invalidateManage(client, 'expert') });
}
