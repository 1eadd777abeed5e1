import type { ManagedProgramme, UpdateProgrammeBody } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { MANAGE_KEY, invalidateManage } from './manage-keys';

/** trainingManageUpdateProgramme: saves a programme; answers 409 when `version` is no longer the current one. */
export function updateProgramme(body: UpdateProgrammeBody): Promise<ManagedProgramme> {
  // Quiet: a version conflict gets its own explanation with a reload offer instead of the bare server message.
  return request<ManagedProgramme>(ApiPaths.trainingManageUpdateProgramme, { body, skipErrorHandler: true });
}

export function useUpdateProgramme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProgramme,
    onSuccess: (saved) => {
      client.setQueryData([...MANAGE_KEY, 'programme', saved.id], saved);
      void invalidateManage(client, 'programmes');
    },
  });
}
