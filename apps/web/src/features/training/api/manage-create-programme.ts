import type { ManagedProgramme, ProgrammeInput } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './manage-keys';

/** trainingManageCreateProgramme: creates a draft programme with its units. */
export function createProgramme(body: ProgrammeInput): Promise<ManagedProgramme> {
  return request<ManagedProgramme>(ApiPaths.trainingManageCreateProgramme, { body });
}

export function useCreateProgramme() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createProgramme, onSuccess: () => void invalidateManage(client, 'programmes') });
}
