import { ApiPaths } from '@yanxiu/contract/paths';
import type { ProfileDecideBody, ProfileDecided } from '@yanxiu/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateProfile, isConflict } from './keys';

/** profileManageDecide: verifies, rejects or reopens records, all or none, each at the version read. */
export function decideRecords(body: ProfileDecideBody): Promise<ProfileDecided> {
  // Quiet: a conflict gets its own explanation with the list read again; the caller shows other failures.
  return request<ProfileDecided>(ApiPaths.profileManageDecide, { body, skipErrorHandler: true });
}

export function useDecideRecords() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideRecords,
    onSettled: (_data, error) => {
      if (!error || isConflict(error)) void invalidateProfile(client);
    },
  });
}
