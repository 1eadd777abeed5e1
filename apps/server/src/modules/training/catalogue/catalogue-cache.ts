import type { CatalogueQuery } from '@yanxiu/contract/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Catalogue pages kept in this process as JSON, so a page asked for again costs one small prepared statement (the
// tenant's catalogue version and the caller's enrolments) instead of planning and running the page's queries and
// mapping and serialising its rows. A page is served only while the tenant's catalogue version it was read at is still
// the current one: every committed change to the tenant's programmes (or an organiser's name) bumps the version in the
// same commit (migration `catalogue_version`), and every request reads it, so a change shows at once in every process.
// Only what every caller with the same audience sees is kept: the caller's enrolments are read per request.

/** A page as kept: what every teacher of one school (or of none) sees for one query, at one catalogue version. */
export type CachedCataloguePage = {
  /** The tenant's catalogue version read before the page was. */
  version: number;
  /** The page's programme ids, in its order. */
  ids: number[];
  /** Each record's JSON without `myEnrolment` and without its closing brace, so the caller's is appended. */
  records: string[];
  /** The page's members after `records` (total, totalIsLowerBound, nextCursor, current, size) and its closing brace. */
  tail: string;
};

/** Pages kept per process; the least recently used goes first. A page of 10 records is a few kilobytes of JSON. */
export const CATALOGUE_CACHE_PAGES = 500;

/** A bounded map of pages, least recently used evicted first. */
export function createCataloguePageCache(maxPages: number) {
  const pages = new Map<string, CachedCataloguePage>();
  return {
    get(key: string): CachedCataloguePage | undefined {
      const page = pages.get(key);
      if (page !== undefined) {
        // Moved to the end: Map keeps insertion order, so the first key is the least recently used.
        pages.delete(key);
        pages.set(key, page);
      }
      return page;
    },
    set(key: string, page: CachedCataloguePage): void {
      pages.delete(key);
      pages.set(key, page);
      if (pages.size > maxPages) pages.delete(pages.keys().next().value!);
    },
    get size(): number {
      return pages.size;
    },
  };
}

/**
 * What decides a page's shared content: the tenant, the caller's school (the audience) and every filter, the sort,
 * the page and the cursor. `appId` names the tenant, which is already in.
 */
export function cataloguePageKey(tenantId: TenantId, schoolId: number | null, query: CatalogueQuery): string {
  return JSON.stringify([
    tenantId,
    schoolId,
    query.kind ?? null,
    query.keyword || null,
    query.sectionCode ?? null,
    query.subjectCode ?? null,
    query.level ?? null,
    query.status ?? null,
    query.price ?? null,
    query.studioId ?? null,
    query.sort,
    query.current,
    query.size,
    query.cursor ?? null,
  ]);
}
