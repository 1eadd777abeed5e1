import type { CreateDeclarationBody, Declaration } from '@yanxiu/contract/learning-hours';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateHours } from './keys';

/** learningCreateDeclaration: declares hours of training done elsewhere, with evidence, for the school to review. */
export function createDeclaration(body: CreateDeclarationBody): Promise<Declaration> {
  return request<Declaration>(ApiPaths.learningCreateDeclaration, { body });
}

export function useCreateDeclaration() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createDeclaration, onSuccess: () => void invalidateHours(client) });
}
