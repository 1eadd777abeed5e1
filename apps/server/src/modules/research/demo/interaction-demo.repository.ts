import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { researchActivities, researchActivityStages, researchParticipants } from '@server/db/schema/research';
import { researchFormTemplates, researchPosts, type StoredIndicator } from '@server/db/schema/research-interaction';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** The demo district admin (who maintains the templates) and their unit. */
export async function findDistrictAdmin(db: Executor, tenantId: TenantId) {
  const [row] = await db
    .select({ id: users.id, orgUnitId: users.orgUnitId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, 'district_admin')));
  return row ?? null;
}

/** The tenant's templates by title (the demo seeds once). */
export async function findTemplateIds(db: Executor, tenantId: TenantId): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: researchFormTemplates.id, title: researchFormTemplates.title })
    .from(researchFormTemplates)
    .where(eq(researchFormTemplates.tenantId, tenantId));
  return new Map(rows.map((row) => [row.title, row.id]));
}

export async function insertTemplate(
  db: Executor,
  tenantId: TenantId,
  values: { title: string; indicators: StoredIndicator[]; ownerUnitId: number; createdBy: number },
): Promise<number> {
  const [row] = await db
    .insert(researchFormTemplates)
    .values({ tenantId, ...values })
    .returning({ id: researchFormTemplates.id });
  return row!.id;
}

/** Discussion stages of published activities with nobody's post yet, and who joined each. */
export async function findQuietDiscussions(db: Executor, tenantId: TenantId) {
  const rows = await db
    .select({ stageId: researchActivityStages.id, activityId: researchActivityStages.activityId, userId: researchParticipants.userId })
    .from(researchActivityStages)
    .innerJoin(
      researchActivities,
      and(eq(researchActivities.tenantId, researchActivityStages.tenantId), eq(researchActivities.id, researchActivityStages.activityId)),
    )
    .innerJoin(
      researchParticipants,
      and(
        eq(researchParticipants.tenantId, researchActivityStages.tenantId),
        eq(researchParticipants.activityId, researchActivityStages.activityId),
      ),
    )
    .leftJoin(
      researchPosts,
      and(eq(researchPosts.tenantId, researchActivityStages.tenantId), eq(researchPosts.stageId, researchActivityStages.id)),
    )
    .where(
      and(
        eq(researchActivityStages.tenantId, tenantId),
        eq(researchActivityStages.kind, 'discussion'),
        eq(researchActivities.status, 'published'),
        isNull(researchPosts.id),
        isNotNull(researchParticipants.joinedAt),
      ),
    )
    .orderBy(asc(researchActivityStages.id), asc(researchParticipants.userId));
  const byStage = new Map<number, { activityId: number; userIds: number[] }>();
  for (const row of rows) {
    const entry = byStage.get(row.stageId) ?? { activityId: row.activityId, userIds: [] };
    entry.userIds.push(row.userId);
    byStage.set(row.stageId, entry);
  }
  return byStage;
}

/** A demo post; answers its id. */
export async function insertDemoPost(
  db: Executor,
  tenantId: TenantId,
  values: { activityId: number; stageId: number; parentId: number | null; authorUserId: number; body: string },
): Promise<number> {
  const [row] = await db
    .insert(researchPosts)
    .values({ tenantId, ...values })
    .returning({ id: researchPosts.id });
  return row!.id;
}
