import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { developmentApplications } from '@server/db/schema/development-apply';
import { storedFiles } from '@server/db/schema/files';
import { teachers, users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { reviewInstances } from '@server/db/schema/review';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type ApplicationRow = typeof developmentApplications.$inferSelect;
export type ApplicationReviewRow = typeof reviewInstances.$inferSelect;
/** An application with the review the engine runs for it. */
export type ApplicationWithReview = { application: ApplicationRow; review: ApplicationReviewRow };

const withReview = and(
  eq(reviewInstances.tenantId, developmentApplications.tenantId),
  eq(reviewInstances.id, developmentApplications.reviewInstanceId),
);

/** Locks the teacher's record until the transaction ends, so one teacher's applications are made one at a time. */
export async function lockTeacher(tx: Executor, tenantId: TenantId, userId: number): Promise<void> {
  await tx
    .select({ userId: teachers.userId })
    .from(teachers)
    .where(and(eq(teachers.tenantId, tenantId), eq(teachers.userId, userId)))
    .for('update');
}

/** Whether the teacher has an application not closed yet: under way (2, 4, 5), or approved but not finished. */
export async function hasOpenApplication(db: Executor, tenantId: TenantId, userId: number): Promise<boolean> {
  const open: SQL = or(
    inArray(reviewInstances.status, ['2', '4', '5']),
    and(eq(reviewInstances.status, '6'), isNull(developmentApplications.finishedAt)),
  )!;
  const rows = await db
    .select({ id: developmentApplications.id })
    .from(developmentApplications)
    .innerJoin(reviewInstances, withReview)
    .where(and(eq(developmentApplications.tenantId, tenantId), eq(developmentApplications.userId, userId), open))
    .limit(1);
  return rows.length > 0;
}

export async function insertApplication(
  db: Executor,
  row: Omit<typeof developmentApplications.$inferInsert, 'id' | 'tenantId'> & { tenantId: TenantId },
): Promise<ApplicationRow> {
  const [created] = await db.insert(developmentApplications).values(row).returning();
  return created!;
}

/** Links an application to the review opened for it. */
export async function setReviewInstance(db: Executor, tenantId: TenantId, id: number, reviewInstanceId: number): Promise<void> {
  await db
    .update(developmentApplications)
    .set({ reviewInstanceId })
    .where(and(eq(developmentApplications.tenantId, tenantId), eq(developmentApplications.id, id)));
}

/** Replaces what the teacher submitted (a resubmission after a return). */
export async function updateSubmission(
  db: Executor,
  tenantId: TenantId,
  id: number,
  submission: { statement: string; evidence: unknown },
): Promise<void> {
  await db
    .update(developmentApplications)
    .set(submission)
    .where(and(eq(developmentApplications.tenantId, tenantId), eq(developmentApplications.id, id)));
}

export async function findApplication(db: Executor, tenantId: TenantId, id: number): Promise<ApplicationWithReview | undefined> {
  const rows = await db
    .select({ application: developmentApplications, review: reviewInstances })
    .from(developmentApplications)
    .innerJoin(reviewInstances, withReview)
    .where(and(eq(developmentApplications.tenantId, tenantId), eq(developmentApplications.id, id)));
  return rows[0];
}

/** Marks an application finished unless it already is; false when somebody finished it first. */
export async function markFinished(db: Executor, tenantId: TenantId, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(developmentApplications)
    .set({ finishedAt: now })
    .where(
      and(eq(developmentApplications.tenantId, tenantId), eq(developmentApplications.id, id), isNull(developmentApplications.finishedAt)),
    )
    .returning({ id: developmentApplications.id });
  return rows.length > 0;
}

/** Moves a teacher to a phase of the ladder. */
export async function setTeacherPhase(db: Executor, tenantId: TenantId, userId: number, phaseCode: string, now: Date): Promise<void> {
  await db
    .update(teachers)
    .set({ phaseCode, updatedAt: now })
    .where(and(eq(teachers.tenantId, tenantId), eq(teachers.userId, userId)));
}

/** A teacher's applications with their reviews, newest first. */
export async function listApplicationsOfUser(db: Executor, tenantId: TenantId, userId: number): Promise<ApplicationWithReview[]> {
  return db
    .select({ application: developmentApplications, review: reviewInstances })
    .from(developmentApplications)
    .innerJoin(reviewInstances, withReview)
    .where(and(eq(developmentApplications.tenantId, tenantId), eq(developmentApplications.userId, userId)))
    .orderBy(desc(developmentApplications.createdAt), desc(developmentApplications.id));
}

/**
 * A condition on `review_instances` for the review queue: its application matches the development filters.
 * Undefined when there are none, so the queue does not join for nothing.
 */
export function applicationsWhere(filter: {
  postTypeCode?: string | undefined;
  phaseCode?: string | undefined;
  sectionCode?: string | undefined;
}): SQL | undefined {
  const conditions = [
    filter.postTypeCode ? sql`a.post_type_code = ${filter.postTypeCode}` : undefined,
    filter.phaseCode ? sql`a.phase_code = ${filter.phaseCode}` : undefined,
    filter.sectionCode ? sql`a.section_code = ${filter.sectionCode}` : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return undefined;
  return sql`exists (select 1 from ${developmentApplications} a where a.tenant_id = ${reviewInstances.tenantId}
    and a.review_instance_id = ${reviewInstances.id} and ${sql.join(conditions, sql` and `)})`;
}

/** The applications of some reviews, with their applicant's name and org unit. */
export async function listApplicationsByReview(db: Executor, tenantId: TenantId, reviewInstanceIds: number[]) {
  if (reviewInstanceIds.length === 0) return [];
  return db
    .select({ application: developmentApplications, userName: users.name, orgName: orgUnits.name })
    .from(developmentApplications)
    .innerJoin(users, and(eq(users.tenantId, developmentApplications.tenantId), eq(users.id, developmentApplications.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(developmentApplications.tenantId, tenantId), inArray(developmentApplications.reviewInstanceId, reviewInstanceIds)));
}

/** The tenant's stored files among some ids, with what decides whether they may serve as evidence. */
export async function findEvidenceFiles(db: Executor, tenantId: TenantId, ids: string[]) {
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
    .where(and(eq(storedFiles.tenantId, tenantId), inArray(storedFiles.id, ids)))
    .orderBy(asc(storedFiles.createdAt));
}
