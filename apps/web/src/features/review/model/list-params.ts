import { addDays, chinaDayStart, isCalendarDay } from '@yanxiu/contract/china-time';
import { ReviewDomain } from '@yanxiu/contract/review';

/** Where the staff's one review list is. */
export const REVIEW_LIST_PATH = '/my/todoList/reviews';

/** What a review list read asks for: a domain, a unit, a deadline (all optional), the page and its size. */
export type ReviewListParams = {
  domain?: ReviewDomain | undefined;
  orgId?: string | undefined;
  /** An instant (ISO 8601): only reviews due before it. */
  dueBefore?: string | undefined;
  current: number;
  size: number;
};

/** The list's filters and page as the query string keeps them; the deadline is a China calendar day, inclusive. */
export type ListFilters = {
  domain?: ReviewDomain | undefined;
  orgId?: string | undefined;
  /** Due on or before this China day (`YYYY-MM-DD`). */
  dueBy?: string | undefined;
  current: number;
};

const DIGITS = /^\d{1,15}$/;

/** The filters in a query string; anything malformed reads as absent (a bad page as the first). */
export function readFilters(search: URLSearchParams): ListFilters {
  const domain = ReviewDomain.safeParse(search.get('domain'));
  const orgId = search.get('orgId') ?? '';
  const dueBy = search.get('dueBy') ?? '';
  const page = Number(search.get('current'));
  return {
    domain: domain.success ? domain.data : undefined,
    orgId: DIGITS.test(orgId) ? orgId : undefined,
    dueBy: isCalendarDay(dueBy) ? dueBy : undefined,
    current: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of some filters (a first page and empty filters leave no trace). */
export function writeFilters(filters: ListFilters): Record<string, string> {
  return {
    ...(filters.domain ? { domain: filters.domain } : {}),
    ...(filters.orgId ? { orgId: filters.orgId } : {}),
    ...(filters.dueBy ? { dueBy: filters.dueBy } : {}),
    ...(filters.current > 1 ? { current: String(filters.current) } : {}),
  };
}

/** The API's read of the filters: due on the day picked means due before the next China day begins. */
export function listParamsOf(filters: ListFilters, size: number): ReviewListParams {
  return {
    domain: filters.domain,
    orgId: filters.orgId,
    dueBefore: filters.dueBy ? chinaDayStart(addDays(filters.dueBy, 1)).toISOString() : undefined,
    current: filters.current,
    size,
  };
}
