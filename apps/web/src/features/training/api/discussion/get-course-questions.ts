import type { CourseQuestionSort, CourseQuestionsPage } from '@yanxiu/contract/training-discussion';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { discussionKeys, type CourseRef } from './discussion-keys';

export type CourseQuestionsParams = CourseRef & { sort: CourseQuestionSort; current: number };

/** GET courseQuestions: a page of a course's questions with their answers. */
export function getCourseQuestions(params: CourseQuestionsParams, signal?: AbortSignal): Promise<CourseQuestionsPage> {
  return request<CourseQuestionsPage>(ApiPaths.courseQuestions, { query: { ...params, size: 10 }, signal, skipErrorHandler: true });
}

export function courseQuestionsQuery(params: CourseQuestionsParams) {
  return queryOptions({
    queryKey: [...discussionKeys.course(params.courseType, params.courseId), 'questions', params.sort, params.current],
    queryFn: ({ signal }) => getCourseQuestions(params, signal),
  });
}

export function useCourseQuestions(params: CourseQuestionsParams) {
  return useQuery({ ...courseQuestionsQuery(params), placeholderData: keepPreviousData });
}
