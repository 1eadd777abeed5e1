import type { CourseReview, SaveRatingBody } from '@yanxiu/contract/training-discussion';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { discussionKeys } from './discussion-keys';

/** POST courseRate: rates a course or changes the caller's rating. */
export function rateCourse(body: SaveRatingBody): Promise<CourseReview> {
  return request<CourseReview>(ApiPaths.courseRate, { body });
}

export function useRateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rateCourse,
    onSuccess: (_, body) => void client.invalidateQueries({ queryKey: discussionKeys.course(body.courseType, body.courseId) }),
  });
}
