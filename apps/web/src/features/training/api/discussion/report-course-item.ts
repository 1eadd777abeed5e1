import type { ReportBody } from '@yanxiu/contract/training-discussion';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { discussionKeys } from './discussion-keys';

/** POST courseReport: reports a question, answer or review to the course's moderators. */
export function reportCourseItem(body: ReportBody): Promise<{ reported: true }> {
  return request<{ reported: true }>(ApiPaths.courseReport, { body });
}

export function useReportCourseItem() {
  const client = useQueryClient();
  return useMutation({ mutationFn: reportCourseItem, onSuccess: () => void client.invalidateQueries({ queryKey: discussionKeys.all() }) });
}
