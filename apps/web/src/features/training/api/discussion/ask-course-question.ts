import type { AskQuestionBody, CourseQuestion } from '@yanxiu/contract/training-discussion';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { discussionKeys } from './discussion-keys';

/** POST courseAsk: asks a question on a course (its owner is notified). */
export function askCourseQuestion(body: AskQuestionBody): Promise<CourseQuestion> {
  return request<CourseQuestion>(ApiPaths.courseAsk, { body });
}

export function useAskCourseQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: askCourseQuestion,
    onSuccess: (_, body) => void client.invalidateQueries({ queryKey: discussionKeys.course(body.courseType, body.courseId) }),
  });
}
