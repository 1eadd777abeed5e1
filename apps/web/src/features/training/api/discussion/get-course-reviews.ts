import type { CourseReviewsPage } from '@yanxiu/contract/training-discussion';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { discussionKeys, type CourseRef } from './discussion-keys';

/** GET courseReviews: a page of a course's ratings with their reviews, newest change first. */
export function getCourseReviews(course: CourseRef, current: number, signal?: AbortSignal): Promise<CourseReviewsPage> {
  return request<CourseReviewsPage>(ApiPaths.courseReviews, { query: { ...course, current, size: 5 }, signal, skipErrorHandler: true });
}

export function courseReviewsQuery(course: CourseRef, current: number) {
  return queryOptions({
    queryKey: [...discussionKeys.course(course.courseType, course.courseId), 'reviews', current],
    queryFn: ({ signal }) => getCourseReviews(course, current, signal),
  });
}

export function useCourseReviews(course: CourseRef, current: number) {
  return useQuery({ ...courseReviewsQuery(course, current), placeholderData: keepPreviousData });
}
