import { and, asc, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { storedFiles } from '@server/db/schema/files';
import { users } from '@server/db/schema/identity';
import { learningHourDeclarations } from '@server/db/schema/learning';
import { orgUnits } from '@server/db/schema/org';
import { reviewInstances } from '@server/db/schema/review';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of declared hours. Each declaration has its review instance (the engine's) from the moment it is filed.

export type DeclarationRow = typeof learningHourDeclarations.$inferSelect;
export type ReviewRow = typeof reviewInstances.$inferSelect;
export type DeclarationWithReview = {
  declaration: DeclarationRow;
  review: ReviewRow;
  teacherName: string;
  orgName: string;
  orgLevel: number;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function insertDeclaration(
  db: Executor,
  row: Omit<typeof learningHourDeclarations.$inferInsert, 'id'>,
): Promise<DeclarationRow> {
  const [created] = await db.insert(learningHourDeclarations).values(row).returning();
  return created!;
}

export async function setDeclarationReview(db: Executor, tenantId: TenantId, id: number, reviewInstanceId: number): Promise<void> {
  await db
    .update(learningHourDeclarations)
    .set({ reviewInstanceId })
    .where(and(eq(learningHourDeclarations.tenantId, tenantId), eq(learningHourDeclarations.id, id)));
}

/** Moves a pending declaration to its outcome; false when it was no longer pending. */
export async function settleDeclaration(
  db: Executor,
  tenantId: TenantId,
  id: number,
  status: 'approved' | 'rejected' | 'withdrawn',
  entryId: number | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(learningHourDeclarations)
    .set({ status, entryId, updatedAt: now })
    .where(
      and(
        eq(learningHourDeclarations.tenantId, tenantId),
        eq(learningHourDeclarations.id, id),
        eq(learningHourDeclarations.status, 'pending'),
      ),
    )
    .returning({ id: learningHourDeclarations.id });
  return rows.length === 1;
}

function selectWithReview(db: Executor) {
  return db
    .select({
      declaration: learningHourDeclarations,
      review: reviewInstances,
      teacherName: users.name,
      orgName: orgUnits.name,
      orgLevel: orgUnits.level,
    })
    .from(learningHourDeclarations)
    .innerJoin(
      reviewInstances,
      and(
        eq(reviewInstances.tenantId, learningHourDeclarations.tenantId),
        eq(reviewInstances.id, learningHourDeclarations.reviewInstanceId),
      ),
    )
    .innerJoin(users, and(eq(users.tenantId, learningHourDeclarations.tenantId), eq(users.id, learningHourDeclarations.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)));
}

export async function findDeclaration(db: Executor, tenantId: TenantId, id: number): Promise<DeclarationWithReview | undefined> {
  const rows = await selectWithReview(db)
    .where(and(eq(learningHourDeclarations.tenantId, tenantId), eq(learningHourDeclarations.id, id)))
    .limit(1);
  return rows[0];
}

export type DeclarationFilter = {
  tenantId: TenantId;
  /** One teacher's declarations. */
  userId?: number | undefined;
  /** Teachers whose review's org path starts with this (staff reach); undefined is no limit. */
  orgPath?: string | undefined;
  status?: string | undefined;
  /** Pending queues are first come, first decided; other lists newest first. */
  oldestFirst: boolean;
  page: number;
  size: number;
};

export async function listDeclarations(db: Executor, filter: DeclarationFilter): Promise<{ rows: DeclarationWithReview[]; total: number }> {
  const where: SQL = and(
    eq(learningHourDeclarations.tenantId, filter.tenantId),
    filter.userId === undefined ? undefined : eq(learningHourDeclarations.userId, filter.userId),
    filter.orgPath === undefined ? undefined : like(reviewInstances.applicantOrgPath, `${escapeLike(filter.orgPath)}%`),
    filter.status === undefined ? undefined : eq(learningHourDeclarations.status, filter.status),
  )!;
  const order = filter.oldestFirst ? [asc(learningHourDeclarations.id)] : [desc(learningHourDeclarations.id)];
  const [rows, [count]] = await Promise.all([
    selectWithReview(db)
      .where(where)
      .orderBy(...order)
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(learningHourDeclarations)
      .innerJoin(
        reviewInstances,
        and(
          eq(reviewInstances.tenantId, learningHourDeclarations.tenantId),
          eq(reviewInstances.id, learningHourDeclarations.reviewInstanceId),
        ),
      )
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The tenant's stored files among the ids, with what decides whether they may be evidence. */
export async function findFiles(db: Executor, tenantId: TenantId, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: storedFiles.id, name: storedFiles.originalName, purpose: storedFiles.purpose, ownerUserId: storedFiles.ownerUserId })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), inArray(storedFiles.id, [...ids])));
}

/**
 * The pending declaration (its id) whose evidence names the file, if any. Asked before files deletes one, with the
 * file's row locked, so a declaration naming it cannot commit between this check and the delete.
 */
export async function findPendingDeclarationUsing(db: Executor, tenantId: TenantId, fileId: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: learningHourDeclarations.id })
    .from(learningHourDeclarations)
    .where(
      and(
        eq(learningHourDeclarations.tenantId, tenantId),
        eq(learningHourDeclarations.status, 'pending'),
        sql`${learningHourDeclarations.evidenceFileIds} @> array[${fileId}]::uuid[]`,
      ),
    )
    .limit(1);
  return rows[0]?.id;
}
