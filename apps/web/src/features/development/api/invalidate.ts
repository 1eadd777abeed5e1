import type { QueryClient } from '@tanstack/react-query';

/** After any call that moves an application: its detail, the records, the queue and the phase may all have changed. */
export function invalidateApplications(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === 'development' &&
      ['apply', 'records', 'reviewQueue', 'currentPhase', 'selectablePhases'].includes(String(query.queryKey[1])),
  });
}
