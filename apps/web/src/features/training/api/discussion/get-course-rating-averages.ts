import type { CourseRatingAverage, CourseType } from '@yanxiu/contract/training-discussion';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { discussionKeys } from './discussion-keys';

/** GET courseRatingAverages: the averages and counts of a page of courses' cards, in one call. */
export function getCourseRatingAverages(
  courseType: CourseType,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<CourseRatingAverage[]> {
  return request<CourseRatingAverage[]>(ApiPaths.courseRatingAverages, {
    query: { courseType, ids: ids.join(',') },
    signal,
    skipErrorHandler: true,
  });
}

export function courseRatingAveragesQuery(courseType: CourseType, ids: readonly number[]) {
  return queryOptions({
    queryKey: [...discussionKeys.all(), 'averages', courseType, ids.join(',')],
    queryFn: ({ signal }) => getCourseRatingAverages(courseType, ids, signal),
  });
}

/** The averages by course id; empty until they arrive (a card shows nothing rather than "not rated" meanwhile). */
export function useCourseRatingAverages(courseType: CourseType, ids: readonly number[]): Map<number, CourseRatingAverage> {
  const query = useQuery({ ...courseRatingAveragesQuery(courseType, ids), enabled: ids.length > 0 });
  return new Map((query.data ?? []).map((entry) => [entry.courseId, entry]));
}
