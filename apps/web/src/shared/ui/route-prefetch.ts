import type { QueryClient } from '@tanstack/react-query';
import type { TeacherInfo } from '@yanxiu/contract/teacher';

/** What a page's prefetch reads from: the address being opened and the session the last page load kept. */
export type PrefetchContext = { pathname: string; search: URLSearchParams; userId: string; teacherInfo: TeacherInfo | null };

/**
 * Starts a page's reads into the query cache with its feature's own query options, before the page's code has
 * arrived; the page then finds them there. A route declares it (app/route-table.ts) and start-up runs the one of the
 * page being opened (app/first-reads.ts).
 */
export type RoutePrefetch = (queryClient: QueryClient, at: PrefetchContext) => void;
