import type { SaveActivityInput, SavedRef } from '@yanxiu/contract/research';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** POST researchSaveActivity: creates an activity as a draft, or saves changes to one (naming the version read). */
export function saveActivity(body: SaveActivityInput): Promise<SavedRef> {
  return request<SavedRef>(ApiPaths.researchSaveActivity, { body });
}

export function useSaveActivity() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveActivity, onSuccess: () => client.invalidateQueries({ queryKey: ['research'] }) });
}
