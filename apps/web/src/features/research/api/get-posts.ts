import type { DiscussionPage } from '@yanxiu/contract/research-interaction';
import { ApiPaths } from '@yanxiu/contract/paths';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { researchKeys } from './keys';

/** GET researchPosts: a page of a discussion stage's threads (pinned first, then newest), read on by cursor. */
export function getPosts(stageId: number, cursor: string | null, signal?: AbortSignal): Promise<DiscussionPage> {
  return request<DiscussionPage>(ApiPaths.researchPosts, { query: { stageId, size: 20, ...(cursor ? { cursor } : {}) }, signal });
}

export function postsQuery(stageId: number) {
  return infiniteQueryOptions({
    queryKey: researchKeys.posts(stageId),
    queryFn: ({ pageParam, signal }) => getPosts(stageId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The discussion, one page after another ("more" reads the next). */
export function usePosts(stageId: number) {
  return useInfiniteQuery(postsQuery(stageId));
}
