import type { EventScope } from '@server/platform/events/domain-events';
import { clearRecentSearches } from './recent-searches.repository';

/** Erases a user's recent searches in the caller's transaction (privacy's erasure job): what they searched for is theirs. */
export async function erasePersonalDataOfSearcher(scope: EventScope, userId: number): Promise<number> {
  return clearRecentSearches(scope.tx, scope.tenantId, userId);
}
