import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the feature all start so; a write refreshes the lists and breakdowns it may have changed. */
export const HOURS_KEY = ['learningHours'] as const;

/** After any write (declaration, decision, reversal, requirement), breakdowns, lists and reports may all move. */
export function invalidateHours(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: HOURS_KEY });
}
