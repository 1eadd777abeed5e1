import { ReviewDomain, type ReviewListItem, type ReviewListPage, type ReviewListQuery } from '@yanxiu/contract/review';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { ReviewListEntry, ReviewListSource } from '@server/platform/review/review-list-source';
import { reviewQueueRowOf } from '@server/platform/review/review-vocabulary';
import { findOrgUnitPath } from '@server/modules/teacher/teacher.public';
import { countPendingByDomain, listPendingPage, type PendingFilter, type PendingPart, type PendingRow } from './review.repository';

/** The school filter's org path, or 422 when the unit is not the tenant's. */
async function underOrgPathOf(ctx: RequestContext, orgId: string | undefined): Promise<string | undefined> {
  if (orgId === undefined) return undefined;
  const path = await findOrgUnitPath(ctx.db, ctx.tenantId, Number(orgId));
  if (path === undefined) throw new AppError('UNPROCESSABLE', { issues: [{ path: 'querystring.orgId', message: 'not an org unit' }] });
  return path;
}

/** Each domain describes its own rows of the page, all domains at once. */
async function describePage(
  ctx: RequestContext,
  sources: readonly ReviewListSource[],
  rows: readonly PendingRow[],
): Promise<Map<number, ReviewListEntry>> {
  const described = await Promise.all(
    sources.map((source) => {
      const own = rows.filter((row) => row.domain === source.domain).map((row) => row.instance);
      return own.length === 0 ? new Map<number, ReviewListEntry>() : source.describe(ctx.db, ctx.tenantId, own, ctx.locale);
    }),
  );
  return new Map(described.flatMap((entries) => [...entries]));
}

function itemOf(row: PendingRow, entry: ReviewListEntry | undefined): ReviewListItem {
  const { instance } = row;
  return {
    ...reviewQueueRowOf(instance, { userId: instance.applicantUserId, userName: row.applicantName ?? '', orgName: row.orgName ?? '' }),
    domain: row.domain,
    reviewId: String(instance.id),
    subjectId: instance.subjectId,
    // A subject removed since the page was read still shows as a row; its page answers for it.
    title: entry?.title ?? '',
    link: entry?.link ?? '',
    dueAt: instance.dueAt?.toISOString() ?? null,
  };
}

/**
 * The staff's one review list over the declared sources (the module hands them in): every review waiting at a step
 * the caller decides, of every domain, filtered by domain, school and deadline, oldest submission first.
 */
export async function listPendingReviews(
  ctx: RequestContext,
  sources: readonly ReviewListSource[],
  query: Omit<ReviewListQuery, 'appId'>,
): Promise<ReviewListPage> {
  const filter: PendingFilter = {
    tenantId: ctx.tenantId,
    reviewerUserId: ctx.actor.userId,
    orgPath: ctx.actor.orgPath,
    underOrgPath: await underOrgPathOf(ctx, query.orgId),
    dueBefore: query.dueBefore === undefined ? undefined : new Date(query.dueBefore),
  };
  const parts: PendingPart[] = sources
    .map((source) => ({
      domain: source.domain,
      subject: source.subject,
      roles: source.reviewerRoles?.(ctx.actor.roles) ?? ctx.actor.roles,
    }))
    .filter((part) => part.roles.length > 0);
  const shown = query.domain === undefined ? parts : parts.filter((part) => part.domain === query.domain);
  const [counts, rows] = await Promise.all([
    countPendingByDomain(ctx.db, filter, parts),
    listPendingPage(ctx.db, filter, shown, { current: query.current, size: query.size }),
  ]);
  const entries = await describePage(ctx, sources, rows);
  const total = shown.reduce((sum, part) => sum + (counts.get(part.domain) ?? 0), 0);
  return {
    records: rows.map((row) => itemOf(row, entries.get(row.instance.id))),
    total,
    current: query.current,
    size: query.size,
    // In the contract's order of the domains, whatever order the modules are listed in.
    counts: ReviewDomain.options.flatMap((domain) => {
      const count = counts.get(domain) ?? 0;
      return count > 0 ? [{ domain, count }] : [];
    }),
  };
}
