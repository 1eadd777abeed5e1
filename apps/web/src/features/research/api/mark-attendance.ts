import type { MarkAttendanceBody, MarkedAttendance } from '@yanxiu/contract/research-interaction';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateActivity } from './keys';

/** POST researchMarkAttendance: the organiser marks people present (or takes the mark back) by hand. */
export function markAttendance(body: MarkAttendanceBody): Promise<MarkedAttendance> {
  return request<MarkedAttendance>(ApiPaths.researchMarkAttendance, { body });
}

export function useMarkAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAttendance,
    onSuccess: (_data, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['research', 'attendance', body.activityId] }),
        invalidateActivity(client, body.activityId),
      ]),
  });
}
