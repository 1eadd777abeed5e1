import type { HelpfulVote, VoteHelpfulBody } from '@yanxiu/contract/training-discussion';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { discussionKeys, type CourseRef } from './discussion-keys';

/** POST courseVoteHelpful: votes a question or answer helpful, or takes the vote back. */
export function voteCourseHelpful(body: VoteHelpfulBody): Promise<HelpfulVote> {
  return request<HelpfulVote>(ApiPaths.courseVoteHelpful, { body });
}

export function useVoteCourseHelpful(course: CourseRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: voteCourseHelpful,
    onSuccess: () => void client.invalidateQueries({ queryKey: discussionKeys.course(course.courseType, course.courseId) }),
  });
}
