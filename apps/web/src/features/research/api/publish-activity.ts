import type { SavedRef } from '@yanxiu/contract/research';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

type VersionBody = { id: number; version: number };

/** POST researchPublishActivity: a draft goes out to its participants. */
export function publishActivity(body: VersionBody): Promise<SavedRef> {
  return request<SavedRef>(ApiPaths.researchPublishActivity, { body });
}

/** POST researchWithdrawActivity: back to a draft, while nobody has joined. */
export function withdrawActivity(body: VersionBody): Promise<SavedRef> {
  return request<SavedRef>(ApiPaths.researchWithdrawActivity, { body });
}

export function usePublishActivity() {
  const client = useQueryClient();
  return useMutation({ mutationFn: publishActivity, onSuccess: () => client.invalidateQueries({ queryKey: ['research'] }) });
}

export function useWithdrawActivity() {
  const client = useQueryClient();
  return useMutation({ mutationFn: withdrawActivity, onSuccess: () => client.invalidateQueries({ queryKey: ['research'] }) });
}
