import type { ChosenDevelopmentType, SaveChosenTypeBody } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** saveType: the teacher chooses their development type for a section (replacing an earlier choice). */
export function saveType(body: SaveChosenTypeBody): Promise<ChosenDevelopmentType> {
  return request<ChosenDevelopmentType>(ApiPaths.saveType, { body });
}

/** Saving a type changes the types' chosen flag and which post types are open. */
export function useSaveType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveType,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['development', 'types'] }),
        client.invalidateQueries({ queryKey: ['development', 'postTypes'] }),
      ]);
    },
  });
}
