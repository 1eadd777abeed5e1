import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { reviewInstances } from '@server/db/schema/review';
import { topicStages } from '@server/db/schema/topic';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type StageRow = typeof topicStages.$inferSelect;
/** A stage filing with where its review stands. */
export type StageWithReview = { stage: StageRow; review: typeof reviewInstances.$inferSelect };

const withReview = { stage: topicStages, review: reviewInstances };
const reviewJoin = and(eq(reviewInstances.tenantId, topicStages.tenantId), eq(reviewInstances.id, topicStages.reviewInstanceId));

/** A topic's stage filings, oldest first. */
export async function listStages(db: Executor, tenantId: TenantId, applicationId: number): Promise<StageWithReview[]> {
  return db
    .select(withReview)
    .from(topicStages)
    .innerJoin(reviewInstances, reviewJoin)
    .where(and(eq(topicStages.tenantId, tenantId), eq(topicStages.applicationId, applicationId)))
    .orderBy(asc(topicStages.filedAt), asc(topicStages.id));
}

export async function findStage(db: Executor, tenantId: TenantId, id: number): Promise<StageWithReview | undefined> {
  const rows = await db
    .select(withReview)
    .from(topicStages)
    .innerJoin(reviewInstances, reviewJoin)
    .where(and(eq(topicStages.tenantId, tenantId), eq(topicStages.id, id)));
  return rows[0];
}

/** Inserts a filing; undefined when a filing of the kind is already open or passed (the partial unique index). */
export async function insertStage(
  tx: Executor,
  tenantId: TenantId,
  row: Pick<StageRow, 'applicationId' | 'kind' | 'report' | 'results' | 'change' | 'reviewInstanceId' | 'filedBy'>,
): Promise<StageRow | undefined> {
  const [created] = await tx
    .insert(topicStages)
    .values({ ...row, tenantId })
    .onConflictDoNothing()
    .returning();
  return created;
}

/** A returned filing's new content at the version read; undefined when it changed meanwhile. */
export async function refileStage(
  tx: Executor,
  tenantId: TenantId,
  id: number,
  expectedVersion: number,
  content: Pick<StageRow, 'report' | 'results' | 'change'>,
): Promise<StageRow | undefined> {
  const rows = await tx
    .update(topicStages)
    .set({ ...content, version: sql`${topicStages.version} + 1`, filedAt: new Date() })
    .where(
      and(
        eq(topicStages.tenantId, tenantId),
        eq(topicStages.id, id),
        eq(topicStages.version, expectedVersion),
        eq(topicStages.outcome, 'open'),
      ),
    )
    .returning();
  return rows[0];
}

/** Where an open filing's review ended (passed or rejected, with the panel's appraisal of a conclusion). */
export async function closeStage(
  tx: Executor,
  tenantId: TenantId,
  id: number,
  outcome: 'passed' | 'rejected',
  appraisal: string | null,
): Promise<StageRow | undefined> {
  const rows = await tx
    .update(topicStages)
    .set({ outcome, appraisal, decidedAt: new Date(), version: sql`${topicStages.version} + 1` })
    .where(and(eq(topicStages.tenantId, tenantId), eq(topicStages.id, id), eq(topicStages.outcome, 'open')))
    .returning();
  return rows[0];
}

/** The kinds each of some topics has passed. */
export async function passedKinds(db: Executor, tenantId: TenantId, applicationIds: readonly number[]): Promise<Map<number, Set<string>>> {
  const result = new Map<number, Set<string>>();
  if (applicationIds.length === 0) return result;
  const rows = await db
    .select({ applicationId: topicStages.applicationId, kind: topicStages.kind })
    .from(topicStages)
    .where(
      and(eq(topicStages.tenantId, tenantId), inArray(topicStages.applicationId, [...applicationIds]), eq(topicStages.outcome, 'passed')),
    );
  for (const row of rows) result.set(row.applicationId, (result.get(row.applicationId) ?? new Set()).add(row.kind));
  return result;
}

/** The open (under review or returned) filing kinds of some topics. */
export async function openKinds(db: Executor, tenantId: TenantId, applicationIds: readonly number[]): Promise<Map<number, string>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({ applicationId: topicStages.applicationId, kind: topicStages.kind })
    .from(topicStages)
    .where(
      and(eq(topicStages.tenantId, tenantId), inArray(topicStages.applicationId, [...applicationIds]), eq(topicStages.outcome, 'open')),
    )
    .orderBy(desc(topicStages.filedAt));
  return new Map(rows.map((row) => [row.applicationId, row.kind]));
}
