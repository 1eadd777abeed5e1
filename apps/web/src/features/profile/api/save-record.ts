import { profileRecordPath } from '@yanxiu/contract/paths';
import type { AnyProfileRecord, ProfileKind, ProfileSaveBody } from '@yanxiu/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateProfile } from './keys';

/** `/baseData/user/app-teacher-{kind}/save`: creates a record (no id) or changes one at the version read. */
export function saveRecord(kind: ProfileKind, body: ProfileSaveBody<ProfileKind>): Promise<AnyProfileRecord> {
  // Quiet: the form places field problems on their fields and explains conflicts itself.
  return request<AnyProfileRecord>(profileRecordPath(kind, 'save'), { body, skipErrorHandler: true });
}

export function useSaveRecord(kind: ProfileKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileSaveBody<ProfileKind>) => saveRecord(kind, body),
    onSuccess: () => void invalidateProfile(client),
  });
}
