import type { SquarePage } from '@yanxiu/contract/research';
import { ApiPaths } from '@yanxiu/contract/paths';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import type { SquareFilters } from '../model/square-filters';
import { researchKeys } from './keys';

/** Activities a page of the square shows. */
export const SQUARE_PAGE_SIZE = 12;

/** GET researchSquare: a page of the activities open to the caller, newest start first, resumed by cursor. */
export function getSquare(filters: SquareFilters, cursor: string | null, signal?: AbortSignal): Promise<SquarePage> {
  return request<SquarePage>(ApiPaths.researchSquare, {
    query: { ...filters, size: SQUARE_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    signal,
  });
}

export function squareQuery(filters: SquareFilters) {
  return infiniteQueryOptions({
    queryKey: researchKeys.square(filters),
    queryFn: ({ pageParam, signal }) => getSquare(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The square, page after page on the server's cursor ("more" reads the next page). */
export function useSquare(filters: SquareFilters) {
  return useInfiniteQuery(squareQuery(filters));
}
