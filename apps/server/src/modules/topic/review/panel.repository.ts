import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { topicPanel } from '@server/db/schema/topic';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type PanelRow = typeof topicPanel.$inferSelect;
export type PanelWithName = PanelRow & { name: string; orgName: string };

/** The panels of some reviews, with the experts' names. */
export async function listPanel(db: Executor, tenantId: TenantId, reviewIds: readonly number[]): Promise<PanelWithName[]> {
  if (reviewIds.length === 0) return [];
  const rows = await db
    .select({ panel: topicPanel, name: users.name, orgName: orgUnits.name })
    .from(topicPanel)
    .innerJoin(users, and(eq(users.tenantId, topicPanel.tenantId), eq(users.id, topicPanel.expertUserId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(topicPanel.tenantId, tenantId), inArray(topicPanel.reviewInstanceId, [...reviewIds])))
    .orderBy(topicPanel.assignedAt, topicPanel.expertUserId);
  return rows.map((row) => ({ ...row.panel, name: row.name, orgName: row.orgName }));
}

/** Whether the expert is on a panel of any review of the topic. */
export async function isOnTopicPanel(db: Executor, tenantId: TenantId, applicationId: number, expertUserId: number): Promise<boolean> {
  const rows = await db
    .select({ id: topicPanel.reviewInstanceId })
    .from(topicPanel)
    .where(and(eq(topicPanel.tenantId, tenantId), eq(topicPanel.applicationId, applicationId), eq(topicPanel.expertUserId, expertUserId)))
    .limit(1);
  return rows.length > 0;
}
