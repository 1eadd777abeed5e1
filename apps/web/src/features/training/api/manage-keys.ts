import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the staff side all start so; one prefix lets a write refresh every staff list at once. */
export const MANAGE_KEY = ['training', 'manage'] as const;

/** After a staff write, lists and details of the staff side may all have changed (seats, counts, statuses). */
export function invalidateManage(client: QueryClient, part?: string): Promise<void> {
  return client.invalidateQueries({ queryKey: part ? [...MANAGE_KEY, part] : MANAGE_KEY });
}
