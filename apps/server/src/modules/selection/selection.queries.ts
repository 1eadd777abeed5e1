import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { countSelectionOutcomesOf, type SelectionOutcomes } from './applications/selection-outcomes.repository';

// What other domains (the portraits) read of selection, as named queries: the SQL stays in the repository, which no
// other domain imports.

export type { SelectionOutcomes };

/** How a teacher's selection applications went: submitted ones, and those with a published result. */
export function selectionOutcomesOf(db: Executor, tenantId: TenantId, userId: number): Promise<SelectionOutcomes> {
  return countSelectionOutcomesOf(db, tenantId, userId);
}
