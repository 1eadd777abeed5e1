import type { TeacherInfo } from '@yanxiu/contract/teacher';
import { CorePaths, fillPath } from '@yanxiu/contract/paths-core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { PROFILE_KEY, retryUnlessRefused } from './keys';

/** getTeacherInfo/{userId}: the information of a teacher staff are looking at (the caller's own is in the session). */
export function getTeacherInfo(userId: string, signal?: AbortSignal): Promise<TeacherInfo> {
  return request<TeacherInfo>(fillPath(CorePaths.getTeacherInfo, { userId }), { signal, skipErrorHandler: true });
}

export function teacherInfoQuery(userId: string) {
  return queryOptions({
    queryKey: [...PROFILE_KEY, 'teacher', userId],
    queryFn: ({ signal }) => getTeacherInfo(userId, signal),
    retry: retryUnlessRefused,
  });
}

/** Runs only for another teacher (`userId` given). */
export function useTeacherInfo(userId: string | undefined) {
  return useQuery({ ...teacherInfoQuery(userId ?? ''), enabled: userId !== undefined });
}
