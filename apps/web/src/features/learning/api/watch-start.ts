import type { WatchSession } from '@yanxiu/contract/learning';
import { ApiPaths } from '@yanxiu/contract/paths';
import { request } from '@/shared/request/request';

/**
 * POST learningWatchStart: opens a watch (or reading) session on a programme's lesson. Quiet: recording progress
 * must never get in the way of the lesson itself, so a refusal only means nothing is recorded.
 */
export function startWatch(unitId: number): Promise<WatchSession> {
  return request<WatchSession>(ApiPaths.learningWatchStart, { body: { unitId }, skipErrorHandler: true });
}
