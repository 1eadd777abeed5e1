import type { DeclarationPage } from '@yanxiu/contract/learning-hours';
import { FirstReadPaths } from '@yanxiu/contract/first-read-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { HOURS_KEY } from './keys';

export const DECLARATION_PAGE_SIZE = 10;

/** learningDeclarations: the caller's own declarations, newest first. */
export function getMyDeclarations(current: number, signal?: AbortSignal): Promise<DeclarationPage> {
  return request<DeclarationPage>(FirstReadPaths.learningDeclarations, { query: { current, size: DECLARATION_PAGE_SIZE }, signal });
}

export function myDeclarationsQuery(current: number) {
  return queryOptions({ queryKey: [...HOURS_KEY, 'mine', current], queryFn: ({ signal }) => getMyDeclarations(current, signal) });
}

export function useMyDeclarations(current: number, enabled = true) {
  return useQuery({ ...myDeclarationsQuery(current), enabled, placeholderData: keepPreviousData });
}
