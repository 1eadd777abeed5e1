import { sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type SelectionOutcomes = { applied: number; selected: number; notSelected: number };

/**
 * How a teacher's selection applications went, for the portrait: submitted ones (not drafts, not withdrawn), and
 * those with a published result (provisional during the public notice, then final).
 */
export async function countSelectionOutcomesOf(db: Executor, tenantId: TenantId, userId: number): Promise<SelectionOutcomes> {
  const result = await db.execute(sql`select count(*) filter (where r.status not in ('2', '8')) as applied,
        count(*) filter (where a.result = 'selected') as selected,
        count(*) filter (where a.result = 'notSelected') as not_selected
      from selection_applications a
      join review_instances r on r.tenant_id = a.tenant_id and r.id = a.review_instance_id
     where a.tenant_id = ${tenantId} and a.user_id = ${userId}`);
  const row = (result as unknown as { rows: Array<Record<string, number | string | null>> }).rows[0] ?? {};
  return { applied: Number(row.applied ?? 0), selected: Number(row.selected ?? 0), notSelected: Number(row.not_selected ?? 0) };
}
