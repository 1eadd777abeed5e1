import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { researchActivities } from '@server/db/schema/research';
import { researchSummaries } from '@server/db/schema/research-interaction';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** An activity's summary with its author. */
export async function findSummary(db: Executor, tenantId: TenantId, activityId: number) {
  const [row] = await db
    .select({ summary: researchSummaries, name: users.name, orgName: orgUnits.name })
    .from(researchSummaries)
    .innerJoin(users, and(eq(users.tenantId, researchSummaries.tenantId), eq(users.id, researchSummaries.authorUserId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(researchSummaries.tenantId, tenantId), eq(researchSummaries.activityId, activityId)));
  return row ?? null;
}

/** Writes the summary, replacing an earlier one. */
export async function saveSummary(
  tx: Executor,
  tenantId: TenantId,
  values: { activityId: number; body: string; photoFileIds: string[]; authorUserId: number; at: Date },
): Promise<void> {
  const { at, ...rest } = values;
  await tx
    .insert(researchSummaries)
    .values({ tenantId, ...rest, savedAt: at })
    .onConflictDoUpdate({
      target: [researchSummaries.tenantId, researchSummaries.activityId],
      set: { body: rest.body, photoFileIds: rest.photoFileIds, authorUserId: rest.authorUserId, savedAt: at },
    });
}

/** Closes a published activity; answers whether this call did (guarded by the expected status). */
export async function closeActivity(tx: Executor, tenantId: TenantId, activityId: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(researchActivities)
    .set({ status: 'closed', closedAt: at, updatedAt: at, version: sql`${researchActivities.version} + 1` })
    .where(
      and(eq(researchActivities.tenantId, tenantId), eq(researchActivities.id, activityId), eq(researchActivities.status, 'published')),
    )
    .returning({ id: researchActivities.id });
  return rows.length === 1;
}
