import type { AttendanceBody } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './manage-keys';

/** trainingManageAttendance: marks (or unmarks) enrolled teachers present at an offline session. */
export function markAttendance(body: AttendanceBody): Promise<unknown> {
  return request<unknown>(ApiPaths.trainingManageAttendance, { body });
}

export function useMarkAttendance() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markAttendance, onSuccess: () => void invalidateManage(client, 'enrolments') });
}
