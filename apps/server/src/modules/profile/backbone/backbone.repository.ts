import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { backboneApplications, profileRecords } from '@server/db/schema/profile';
import { reviewInstances } from '@server/db/schema/review';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of backbone applications: the row of what was submitted, joined with the review the engine runs for it.

const a = backboneApplications;
export type BackboneRow = typeof a.$inferSelect;
export type BackboneReviewRow = typeof reviewInstances.$inferSelect;
/** An application with its review. */
export type BackboneWithReview = { application: BackboneRow; review: BackboneReviewRow };

const withReview = and(eq(reviewInstances.tenantId, a.tenantId), eq(reviewInstances.id, a.reviewInstanceId));

/** Locks the applicant's user row until the transaction ends, so one teacher's applications are made one at a time. */
export async function lockApplicant(tx: Executor, tenantId: TenantId, userId: number): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .for('update');
}

/** Whether the teacher has an application under way: in application, under review or returned. */
export async function hasOpenApplication(db: Executor, tenantId: TenantId, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: a.id })
    .from(a)
    .innerJoin(reviewInstances, withReview)
    .where(and(eq(a.tenantId, tenantId), eq(a.userId, userId), inArray(reviewInstances.status, ['2', '4', '5'])))
    .limit(1);
  return rows.length > 0;
}

export async function insertApplication(
  db: Executor,
  tenantId: TenantId,
  row: { userId: number; statement: string; recordIds: number[] },
): Promise<BackboneRow> {
  const [created] = await db
    .insert(a)
    .values({ tenantId, ...row })
    .returning();
  return created!;
}

/** Links an application to the review opened for it. */
export async function setReviewInstance(db: Executor, tenantId: TenantId, id: number, reviewInstanceId: number): Promise<void> {
  await db
    .update(a)
    .set({ reviewInstanceId })
    .where(and(eq(a.tenantId, tenantId), eq(a.id, id)));
}

/** Replaces what the teacher submitted (a resubmission after a return). */
export async function updateSubmission(
  db: Executor,
  tenantId: TenantId,
  id: number,
  submission: { statement: string; recordIds: number[] },
): Promise<void> {
  await db
    .update(a)
    .set(submission)
    .where(and(eq(a.tenantId, tenantId), eq(a.id, id)));
}

/** Records when the last approval granted the role. */
export async function markGranted(db: Executor, tenantId: TenantId, id: number, now: Date): Promise<void> {
  await db
    .update(a)
    .set({ grantedAt: now })
    .where(and(eq(a.tenantId, tenantId), eq(a.id, id)));
}

export async function findApplication(db: Executor, tenantId: TenantId, id: number): Promise<BackboneWithReview | undefined> {
  const rows = await db
    .select({ application: a, review: reviewInstances })
    .from(a)
    .innerJoin(reviewInstances, withReview)
    .where(and(eq(a.tenantId, tenantId), eq(a.id, id)));
  return rows[0];
}

/** The teacher's latest application, if any. */
export async function findLatestApplication(db: Executor, tenantId: TenantId, userId: number): Promise<BackboneWithReview | undefined> {
  const rows = await db
    .select({ application: a, review: reviewInstances })
    .from(a)
    .innerJoin(reviewInstances, withReview)
    .where(and(eq(a.tenantId, tenantId), eq(a.userId, userId)))
    .orderBy(desc(a.id))
    .limit(1);
  return rows[0];
}

/** The applications of some reviews, with their applicant's name and org unit. */
export async function listApplicationsByReview(db: Executor, tenantId: TenantId, reviewInstanceIds: number[]) {
  if (reviewInstanceIds.length === 0) return [];
  return db
    .select({ application: a, userName: users.name, orgName: orgUnits.name })
    .from(a)
    .innerJoin(users, and(eq(users.tenantId, a.tenantId), eq(users.id, a.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(a.tenantId, tenantId), inArray(a.reviewInstanceId, reviewInstanceIds)));
}

/**
 * Profile records among some ids, as an application judges them; `lock` holds them (FOR SHARE) until the
 * transaction ends, so a record cannot be reopened or deleted between the check and the submission.
 */
export async function findRecords(db: Executor, tenantId: TenantId, ids: readonly number[], lock = false) {
  if (ids.length === 0) return [];
  const query = db
    .select({
      id: profileRecords.id,
      userId: profileRecords.userId,
      kind: profileRecords.kind,
      title: profileRecords.title,
      occurredOn: profileRecords.occurredOn,
      level: profileRecords.level,
      fields: profileRecords.fields,
      state: profileRecords.state,
    })
    .from(profileRecords)
    .where(and(eq(profileRecords.tenantId, tenantId), inArray(profileRecords.id, [...ids])));
  return lock ? query.for('share') : query;
}
