import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { storedFiles } from '@server/db/schema/files';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { reviewInstances } from '@server/db/schema/review';
import { selectionApplications, selectionGroups, selectionItemValues, selectionProjects } from '@server/db/schema/selection';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type ApplicationRow = typeof selectionApplications.$inferSelect;
export type ReviewRow = typeof reviewInstances.$inferSelect;
export type ValueRow = typeof selectionItemValues.$inferSelect;
/** An application with the review the engine runs for it (opened with the draft). */
export type ApplicationWithReview = { application: ApplicationRow; review: ReviewRow };

const withReview = and(
  eq(reviewInstances.tenantId, selectionApplications.tenantId),
  eq(reviewInstances.id, selectionApplications.reviewInstanceId),
);
const byId = (tenantId: TenantId, id: number) => and(eq(selectionApplications.tenantId, tenantId), eq(selectionApplications.id, id));

export async function findApplication(db: Executor, tenantId: TenantId, id: number): Promise<ApplicationWithReview | undefined> {
  const rows = await db
    .select({ application: selectionApplications, review: reviewInstances })
    .from(selectionApplications)
    .innerJoin(reviewInstances, withReview)
    .where(byId(tenantId, id));
  return rows[0];
}

/** A teacher's application to a project, if they made one. */
export async function findApplicationOf(
  db: Executor,
  tenantId: TenantId,
  projectId: number,
  userId: number,
): Promise<ApplicationWithReview | undefined> {
  const rows = await db
    .select({ application: selectionApplications, review: reviewInstances })
    .from(selectionApplications)
    .innerJoin(reviewInstances, withReview)
    .where(
      and(
        eq(selectionApplications.tenantId, tenantId),
        eq(selectionApplications.projectId, projectId),
        eq(selectionApplications.userId, userId),
      ),
    );
  return rows[0];
}

/** The teacher's applications to some projects: project id -> application id and status. */
export async function findApplicationsOfUser(db: Executor, tenantId: TenantId, userId: number, projectIds: readonly number[]) {
  if (projectIds.length === 0) return new Map<number, { applyId: number; status: string }>();
  const rows = await db
    .select({ projectId: selectionApplications.projectId, applyId: selectionApplications.id, status: reviewInstances.status })
    .from(selectionApplications)
    .innerJoin(reviewInstances, withReview)
    .where(
      and(
        eq(selectionApplications.tenantId, tenantId),
        eq(selectionApplications.userId, userId),
        inArray(selectionApplications.projectId, [...projectIds]),
      ),
    );
  return new Map(rows.map((row) => [row.projectId, { applyId: row.applyId, status: row.status }]));
}

/** The teacher's applications with their project and group, latest change first. */
export async function listApplicationsOfUser(db: Executor, tenantId: TenantId, userId: number) {
  return db
    .select({
      application: selectionApplications,
      review: reviewInstances,
      projectTitle: selectionProjects.title,
      endsAt: selectionProjects.endsAt,
      groupName: selectionGroups.name,
    })
    .from(selectionApplications)
    .innerJoin(reviewInstances, withReview)
    .innerJoin(
      selectionProjects,
      and(eq(selectionProjects.tenantId, selectionApplications.tenantId), eq(selectionProjects.id, selectionApplications.projectId)),
    )
    .leftJoin(
      selectionGroups,
      and(eq(selectionGroups.tenantId, selectionApplications.tenantId), eq(selectionGroups.id, selectionApplications.groupId)),
    )
    .where(and(eq(selectionApplications.tenantId, tenantId), eq(selectionApplications.userId, userId)))
    .orderBy(desc(selectionApplications.updatedAt), desc(selectionApplications.id));
}

export async function insertApplication(
  tx: Executor,
  row: Pick<ApplicationRow, 'projectId' | 'userId' | 'orgUnitId' | 'groupId' | 'applicant'> & { tenantId: TenantId },
): Promise<ApplicationRow | undefined> {
  // One application per teacher and project: a second one racing the first inserts nothing.
  const [created] = await tx.insert(selectionApplications).values(row).onConflictDoNothing().returning();
  return created;
}

/** Links an application to the review opened for it. */
export async function setReviewInstance(tx: Executor, tenantId: TenantId, id: number, reviewInstanceId: number): Promise<void> {
  await tx.update(selectionApplications).set({ reviewInstanceId }).where(byId(tenantId, id));
}

/**
 * Bumps an application's version from the one read, changing what is given; undefined when another save came
 * first (the caller answers 409).
 */
export async function bumpApplication(
  tx: Executor,
  tenantId: TenantId,
  id: number,
  expectedVersion: number,
  change: Partial<Pick<ApplicationRow, 'groupId' | 'applicant'>> = {},
): Promise<ApplicationRow | undefined> {
  const rows = await tx
    .update(selectionApplications)
    .set({ ...change, version: sql`${selectionApplications.version} + 1`, updatedAt: new Date() })
    .where(and(byId(tenantId, id), eq(selectionApplications.version, expectedVersion)))
    .returning();
  return rows[0];
}

/** Marks (a date) or unmarks (null) an application as holding one of its school's places. */
export async function setRecommended(tx: Executor, tenantId: TenantId, id: number, at: Date | null): Promise<void> {
  await tx.update(selectionApplications).set({ recommendedAt: at }).where(byId(tenantId, id));
}

/**
 * How many places of a project a school uses, over the project and in one group: applications it recommended
 * that are under review or passed it (a returned one gives its place back; rejected and withdrawn ones hold none).
 */
export async function countPlacesUsed(tx: Executor, tenantId: TenantId, projectId: number, orgUnitId: number, groupId: number | null) {
  const inGroup = groupId === null ? sql`false` : sql`${selectionApplications.groupId} = ${groupId}`;
  const [row] = await tx
    .select({ project: sql<number>`count(*)::int`, group: sql<number>`(count(*) filter (where ${inGroup}))::int` })
    .from(selectionApplications)
    .innerJoin(reviewInstances, withReview)
    .where(
      and(
        eq(selectionApplications.tenantId, tenantId),
        eq(selectionApplications.projectId, projectId),
        eq(selectionApplications.orgUnitId, orgUnitId),
        isNotNull(selectionApplications.recommendedAt),
        inArray(reviewInstances.status, ['4', '6']),
      ),
    );
  return { project: row?.project ?? 0, group: row?.group ?? 0 };
}

export async function listValues(db: Executor, tenantId: TenantId, applicationId: number): Promise<ValueRow[]> {
  return db
    .select()
    .from(selectionItemValues)
    .where(and(eq(selectionItemValues.tenantId, tenantId), eq(selectionItemValues.applicationId, applicationId)))
    .orderBy(asc(selectionItemValues.itemId));
}

/** Stores values and self scores of indicators (a null value with no self score removes the row). */
export async function saveValues(
  tx: Executor,
  tenantId: TenantId,
  applicationId: number,
  values: ReadonlyArray<{ itemId: number; value: unknown; selfScore: number | null }>,
): Promise<void> {
  const now = new Date();
  const cleared = values.filter((entry) => entry.value === null && entry.selfScore === null).map((entry) => entry.itemId);
  const kept = values.filter((entry) => !(entry.value === null && entry.selfScore === null));
  if (cleared.length > 0) {
    await tx
      .delete(selectionItemValues)
      .where(
        and(
          eq(selectionItemValues.tenantId, tenantId),
          eq(selectionItemValues.applicationId, applicationId),
          inArray(selectionItemValues.itemId, cleared),
        ),
      );
  }
  if (kept.length === 0) return;
  await tx
    .insert(selectionItemValues)
    .values(
      kept.map((entry) => ({
        tenantId,
        applicationId,
        itemId: entry.itemId,
        value: entry.value,
        selfScore: entry.selfScore,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [selectionItemValues.tenantId, selectionItemValues.applicationId, selectionItemValues.itemId],
      set: { value: sql`excluded.value`, selfScore: sql`excluded.self_score`, updatedAt: now },
    });
}

/** The tenant's stored files among some ids, with what decides whether a teacher may give them. */
export async function findFiles(db: Executor, tenantId: TenantId, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: storedFiles.id,
      ownerUserId: storedFiles.ownerUserId,
      purpose: storedFiles.purpose,
      name: storedFiles.originalName,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), inArray(storedFiles.id, [...ids])));
}

/** A condition on `review_instances` for the selection queue: its application is of the project (and group). */
export function applicationsWhere(filter: { projectId?: number | undefined; groupId?: number | undefined }): SQL | undefined {
  const conditions = [
    filter.projectId === undefined ? undefined : sql`a.project_id = ${filter.projectId}`,
    filter.groupId === undefined ? undefined : sql`a.group_id = ${filter.groupId}`,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return undefined;
  return sql`exists (select 1 from ${selectionApplications} a where a.tenant_id = ${reviewInstances.tenantId}
    and a.review_instance_id = ${reviewInstances.id} and ${sql.join(conditions, sql` and `)})`;
}

/** The applications of some reviews with their applicant, school, project and group names. */
export async function listApplicationsByReview(db: Executor, tenantId: TenantId, reviewInstanceIds: readonly number[]) {
  if (reviewInstanceIds.length === 0) return [];
  return db
    .select({
      application: selectionApplications,
      userName: users.name,
      orgName: orgUnits.name,
      projectTitle: selectionProjects.title,
      groupName: selectionGroups.name,
    })
    .from(selectionApplications)
    .innerJoin(users, and(eq(users.tenantId, selectionApplications.tenantId), eq(users.id, selectionApplications.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, selectionApplications.tenantId), eq(orgUnits.id, selectionApplications.orgUnitId)))
    .innerJoin(
      selectionProjects,
      and(eq(selectionProjects.tenantId, selectionApplications.tenantId), eq(selectionProjects.id, selectionApplications.projectId)),
    )
    .leftJoin(
      selectionGroups,
      and(eq(selectionGroups.tenantId, selectionApplications.tenantId), eq(selectionGroups.id, selectionApplications.groupId)),
    )
    .where(and(eq(selectionApplications.tenantId, tenantId), inArray(selectionApplications.reviewInstanceId, [...reviewInstanceIds])));
}

/** Applications of a project that passed the review (status 6), with applicant and school; for scoring. */
export async function listPassedApplications(db: Executor, tenantId: TenantId, projectId: number) {
  return db
    .select({
      applyId: selectionApplications.id,
      userId: selectionApplications.userId,
      userName: users.name,
      orgUnitId: selectionApplications.orgUnitId,
      orgName: orgUnits.name,
      orgPath: orgUnits.path,
      groupId: selectionApplications.groupId,
      result: selectionApplications.result,
      resultStage: selectionApplications.resultStage,
    })
    .from(selectionApplications)
    .innerJoin(reviewInstances, withReview)
    .innerJoin(users, and(eq(users.tenantId, selectionApplications.tenantId), eq(users.id, selectionApplications.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, selectionApplications.tenantId), eq(orgUnits.id, selectionApplications.orgUnitId)))
    .where(
      and(eq(selectionApplications.tenantId, tenantId), eq(selectionApplications.projectId, projectId), eq(reviewInstances.status, '6')),
    )
    .orderBy(asc(selectionApplications.id));
}

/** Sets the results of some applications of a project that passed review; answers how many changed. */
export async function setResults(
  tx: Executor,
  tenantId: TenantId,
  projectId: number,
  results: ReadonlyArray<{ applyId: number; result: 'selected' | 'notSelected' | null }>,
  stage: 'provisional' | 'final' | null,
): Promise<number> {
  let changed = 0;
  for (const entry of results) {
    const rows = await tx
      .update(selectionApplications)
      .set({ result: entry.result, resultStage: entry.result === null ? null : stage, updatedAt: new Date() })
      .where(and(byId(tenantId, entry.applyId), eq(selectionApplications.projectId, projectId)))
      .returning({ id: selectionApplications.id });
    changed += rows.length;
  }
  return changed;
}

/** An application under review or passed that gives the file as a value (its evidence stays while it does). */
export async function findRunningApplicationUsingFile(tx: Executor, tenantId: TenantId, fileId: string): Promise<number | undefined> {
  const rows = await tx
    .select({ id: selectionApplications.id })
    .from(selectionItemValues)
    .innerJoin(
      selectionApplications,
      and(
        eq(selectionApplications.tenantId, selectionItemValues.tenantId),
        eq(selectionApplications.id, selectionItemValues.applicationId),
      ),
    )
    .innerJoin(reviewInstances, withReview)
    .where(
      and(
        eq(selectionItemValues.tenantId, tenantId),
        sql`${selectionItemValues.value} -> 'fileIds' @> jsonb_build_array(${fileId}::text)`,
        inArray(reviewInstances.status, ['4', '6']),
      ),
    )
    .limit(1);
  return rows[0]?.id;
}
