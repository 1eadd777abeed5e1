import type { DecideDeclarationBody, Declaration } from '@yanxiu/contract/learning-hours';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, RequestError } from '@/shared/request/request';
import { invalidateHours } from './keys';

/** learningManageDecideDeclaration: approves (crediting the hours) or rejects with a comment; 409 when `version` is stale. */
export function decideDeclaration(body: DecideDeclarationBody): Promise<Declaration> {
  // Quiet: a version conflict gets its own explanation with a reload offer; the caller shows other failures.
  return request<Declaration>(ApiPaths.learningManageDecideDeclaration, { body, skipErrorHandler: true });
}

/** Whether a decision failed because someone else changed the declaration first. */
export const isConflict = (error: unknown) => error instanceof RequestError && error.httpStatus === 409;

export function useDecideDeclaration() {
  const client = useQueryClient();
  return useMutation({ mutationFn: decideDeclaration, onSuccess: () => void invalidateHours(client) });
}
