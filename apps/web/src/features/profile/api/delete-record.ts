import { profileRecordPath } from '@yanxiu/contract/paths';
import type { ProfileDeleteBody, ProfileKind } from '@yanxiu/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateProfile, isConflict } from './keys';

/** `/baseData/user/app-teacher-{kind}/del`: deletes an unverified record at the version read (409 once verified or changed). */
export function deleteRecord(kind: ProfileKind, body: ProfileDeleteBody): Promise<{ id: number }> {
  // Quiet: a conflict is explained by the list; other failures are shown by the caller.
  return request<{ id: number }>(profileRecordPath(kind, 'del'), { body, skipErrorHandler: true });
}

export function useDeleteRecord(kind: ProfileKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileDeleteBody) => deleteRecord(kind, body),
    // A conflict means the list is out of date: read it again either way.
    onSettled: (_data, error) => {
      if (!error || isConflict(error)) void invalidateProfile(client);
    },
  });
}
