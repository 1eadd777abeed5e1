import type { ManagedProgramme, ProgrammeStatusBody } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { MANAGE_KEY, invalidateManage } from './manage-keys';

/** trainingManageProgrammeStatus: publishes, closes or archives a programme at the version last read. */
export function changeProgrammeStatus(body: ProgrammeStatusBody): Promise<ManagedProgramme> {
  return request<ManagedProgramme>(ApiPaths.trainingManageProgrammeStatus, { body, skipErrorHandler: true });
}

export function useChangeProgrammeStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeProgrammeStatus,
    onSuccess: (saved) => {
      client.setQueryData([...MANAGE_KEY, 'programme', saved.id], saved);
      void invalidateManage(client, 'programmes');
    },
  });
}
