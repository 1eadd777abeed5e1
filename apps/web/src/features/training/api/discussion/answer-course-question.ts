import type { AnswerQuestionBody, CourseAnswer } from '@yanxiu/contract/training-discussion';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { discussionKeys, type CourseRef } from './discussion-keys';

/** POST courseAnswer: answers a question (a lecturer's answer notifies the asker). */
export function answerCourseQuestion(body: AnswerQuestionBody): Promise<CourseAnswer> {
  return request<CourseAnswer>(ApiPaths.courseAnswer, { body });
}

export function useAnswerCourseQuestion(course: CourseRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerCourseQuestion,
    onSuccess: () => void client.invalidateQueries({ queryKey: discussionKeys.course(course.courseType, course.courseId) }),
  });
}
