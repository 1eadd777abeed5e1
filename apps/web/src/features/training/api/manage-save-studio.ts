import type { SaveStudioBody, StudioDetail } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** trainingManageSaveStudio: creates (no id) or edits a studio; district admins only. */
export function saveStudio(body: SaveStudioBody): Promise<StudioDetail> {
  return request<StudioDetail>(ApiPaths.trainingManageSaveStudio, { body });
}

export function useSaveStudio() {
  const client = useQueryClient();
  // Staff read studios through the catalogue calls (get-studios, get-studio), so their keys are the ones to refresh.
  return useMutation({
    mutationFn: saveStudio,
    onSuccess: () =>
      void client.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'training' && ['studios', 'studio'].includes(String(query.queryKey[1])),
      }),
  });
}
