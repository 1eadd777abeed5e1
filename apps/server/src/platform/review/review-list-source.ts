import type { Locale } from '@yanxiu/contract/locale';
import type { ReviewDomain } from '@yanxiu/contract/review';
import type { RoleCode } from '@yanxiu/contract/roles';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { ReviewInstanceRow } from './review.repository';

/** What a domain says of one of its reviews on the staff's one review list. */
export type ReviewListEntry = {
  /** What the review is about, in the reader's language (the domain's words). */
  title: string;
  /** The web path (under /pc) of the domain's page where the decision is taken. */
  link: string;
};

/**
 * What a domain declares on its AppModule (`review`) for the staff's one review list (modules/review): which of the
 * engine's reviews are its own and how its rows read. The list finds every domain's pending reviews in one query over
 * `review_instances` and asks each domain to describe only its rows of the page, in a few reads for the whole batch.
 */
export type ReviewListSource = {
  domain: ReviewDomain;
  /** The domain's reviews on `review_instances` (its subject types), as its to-do source builds it. */
  subject: SQL;
  /**
   * The caller's roles that decide the domain's steps on this list; all of them when absent. Topics leave the expert
   * step out: the panel scores it on its own pages.
   */
  reviewerRoles?: (roles: readonly RoleCode[]) => readonly RoleCode[];
  /** Titles and links of the domain's rows on the page, by review instance id; a batch read, never one per row. */
  describe(tx: Executor, tenantId: TenantId, rows: readonly ReviewInstanceRow[], locale: Locale): Promise<Map<number, ReviewListEntry>>;
};
