import type { CourseRatingSummary } from '@yanxiu/contract/training-discussion';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { discussionKeys, type CourseRef } from './discussion-keys';

/** GET courseRatingSummary: a course's average and count, the caller's rating and whether they may rate. */
export function getCourseRating(course: CourseRef, signal?: AbortSignal): Promise<CourseRatingSummary> {
  return request<CourseRatingSummary>(ApiPaths.courseRatingSummary, { query: course, signal, skipErrorHandler: true });
}

export function courseRatingQuery(course: CourseRef) {
  return queryOptions({
    queryKey: [...discussionKeys.course(course.courseType, course.courseId), 'rating'],
    queryFn: ({ signal }) => getCourseRating(course, signal),
  });
}

export function useCourseRating(course: CourseRef) {
  return useQuery(courseRatingQuery(course));
}
