import type { ReviewDomain } from '@yanxiu/contract/review';
import { and, asc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { reviewInstances } from '@server/db/schema/review';
import { awaitingReviewer, type ReviewInstanceRow } from '@server/platform/review/review.repository';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** One domain's part of the list: its reviews, and the caller's roles that decide its steps. */
export type PendingPart = { domain: ReviewDomain; subject: SQL; roles: readonly string[] };

/** Who asks, and the filters every domain shares. */
export type PendingFilter = {
  tenantId: TenantId;
  reviewerUserId: number;
  /** The caller's org path: org-scoped steps only for applicants under it. */
  orgPath: string;
  /** Only applicants under this org path (the school filter). */
  underOrgPath?: string | undefined;
  /** Only reviews due before this instant (reviews without a deadline are left out). */
  dueBefore?: Date | undefined;
};

/** A pending review of the page with the names the list shows. */
export type PendingRow = { instance: ReviewInstanceRow; domain: ReviewDomain; applicantName: string | null; orgName: string | null };

/** The domain a row belongs to: the domains' subjects never overlap (each names its own subject types). */
function domainOf(parts: readonly PendingPart[]): SQL<ReviewDomain> {
  return sql<ReviewDomain>`(case ${sql.join(
    parts.map((part) => sql`when ${part.subject} then ${part.domain}::text`),
    sql` `,
  )} end)`;
}

/** Waiting for the caller in one of the parts, under the shared filters. */
function pendingWhere(filter: PendingFilter, parts: readonly PendingPart[]): SQL {
  const reviewer = { orgPath: filter.orgPath, reviewerUserId: filter.reviewerUserId };
  return and(
    eq(reviewInstances.tenantId, filter.tenantId),
    filter.underOrgPath ? sql`starts_with(${reviewInstances.applicantOrgPath}, ${filter.underOrgPath})` : undefined,
    filter.dueBefore ? lt(reviewInstances.dueAt, filter.dueBefore) : undefined,
    or(...parts.map((part) => and(part.subject, awaitingReviewer({ ...reviewer, roles: part.roles })))),
  )!;
}

/**
 * One page of the reviews waiting for the caller across the parts, oldest submission first (ties by id, so a page
 * boundary never repeats or skips one), with the applicant's name and school. One statement for every domain.
 */
export async function listPendingPage(
  db: Executor,
  filter: PendingFilter,
  parts: readonly PendingPart[],
  page: { current: number; size: number },
): Promise<PendingRow[]> {
  if (parts.length === 0) return [];
  return db
    .select({ instance: reviewInstances, domain: domainOf(parts), applicantName: users.name, orgName: orgUnits.name })
    .from(reviewInstances)
    .leftJoin(users, and(eq(users.tenantId, reviewInstances.tenantId), eq(users.id, reviewInstances.applicantUserId)))
    .leftJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(pendingWhere(filter, parts))
    .orderBy(asc(reviewInstances.submittedAt), asc(reviewInstances.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
}

/** How many reviews wait for the caller in each part, in one scan. */
export async function countPendingByDomain(
  db: Executor,
  filter: PendingFilter,
  parts: readonly PendingPart[],
): Promise<Map<ReviewDomain, number>> {
  if (parts.length === 0) return new Map();
  const rows = await db
    .select({ domain: domainOf(parts), count: sql<number>`count(*)::int` })
    .from(reviewInstances)
    .where(pendingWhere(filter, parts))
    // By position: the domain's expression carries parameters, which PostgreSQL does not match between clauses.
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.domain, row.count]));
}
