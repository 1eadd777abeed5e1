import type { ReviewQueueCounts, ReviewQueueRow } from '@yanxiu/contract/review';
import type { ReactNode } from 'react';
import type { ManagedList } from '@/shared/ui/ManagedTable';
import type { NextReviewSource } from './next-review';
import type { ReviewQueueAddress, ReviewQueueParams } from './review-queue-params';
import type { ReviewWording } from './review-wording';
import { useReviewQueueParams, type ReviewQueueAddressState } from './use-review-queue-params';

// A reviewing domain says once what its queue is (its address, its read, its rows) and how it speaks of its steps and
// statuses; its queue page, its decision page and the next item after a decision all read it from here.

/** The domain's list read: a page of rows, with the counts of each tab under the same filters. */
export type ReviewQueueRead<Row> = ManagedList<Row> & { data?: { counts?: ReviewQueueCounts } };

/** The common fields of a row, as the queue table shows them. */
export type ReviewQueueRowView = {
  applicantName: string;
  orgName: string;
  stepCode: string | null;
  round: number;
  submittedAt: string | null;
};

/** A row of the contract's queue vocabulary (a list that outlives its review, selection's, has no step once decided). */
export type ContractQueueRow = Omit<ReviewQueueRow, 'stepCode'> & { stepCode: string | null };

/** The common fields of a row of the contract's queue vocabulary. */
export function queueRowView(row: ContractQueueRow): ReviewQueueRowView {
  return { applicantName: row.userName, orgName: row.orgName, stepCode: row.stepCode, round: row.round, submittedAt: row.submittedAt };
}

type ReviewDomainBase<Row extends object, Query, Read extends ReviewQueueRead<Row>> = {
  /** The domain's own list: where a decision page opened from elsewhere goes back to. */
  listPath: string;
  /** The list's own filters in its address (a constant). */
  address?: ReviewQueueAddress;
  /** The query the domain's server takes for the list's params (the filters it applies). */
  queryOf: (params: ReviewQueueParams) => Query;
  /** The list read, a query hook (its page may say more than the rows and counts: the school's quota). */
  useQueue: (query: Query) => Read;
  /** The first `size` rows of the list under `query`, read once (the next item after a decision). */
  readQueue: (query: Query, size: number) => Promise<{ records: readonly Row[] }>;
  /** The path of a row's decision page. */
  pathOf: (row: Row) => string;
  /** A row's status as the domain shows it (its coloured tag), outside the pending list. */
  statusOf: (row: Row) => ReactNode;
  /** The steps' and statuses' names in the reader's language. */
  useWording: () => ReviewWording;
  /** The queue table's test id. */
  testId: string;
  /** Where the domain's server pages otherwise than the app's usual size. */
  pageSize?: number;
};

/** A row's key: the application's id unless the domain's rows say otherwise (a topic's filings: the review's). */
type RowKeyOption<Row> = Row extends { applyId: number } ? { rowKey?: keyof Row & string } : { rowKey: keyof Row & string };
/** A row's common fields: those of the contract's queue row unless the domain's rows say otherwise. */
type ViewOption<Row> = Row extends ContractQueueRow
  ? { viewOf?: (row: Row) => ReviewQueueRowView }
  : { viewOf: (row: Row) => ReviewQueueRowView };

/** What a reviewing domain declares once about its queue, for the shared queue table, decision frame and next item. */
export type ReviewDomain<Row extends object, Query, Read extends ReviewQueueRead<Row> = ReviewQueueRead<Row>> = ReviewDomainBase<
  Row,
  Query,
  Read
> &
  RowKeyOption<Row> &
  ViewOption<Row>;

/** A domain's row key, the application's id by default. */
export function rowKeyOf<Row extends object, Query>(domain: ReviewDomain<Row, Query>): keyof Row & string {
  return (domain.rowKey ?? 'applyId') as keyof Row & string;
}

/** A domain's view of its rows, the contract's queue row's by default (the domain's type allows it only then). */
export function rowViewOf<Row extends object, Query>(domain: ReviewDomain<Row, Query>): (row: Row) => ReviewQueueRowView {
  return (domain.viewOf ?? queueRowView) as (row: Row) => ReviewQueueRowView;
}

/** The next item after a decision: the first pending row of the domain's list under the list's filters (two are enough). */
export function nextReviewSourceOf<Row extends object, Query>(domain: ReviewDomain<Row, Query>): NextReviewSource {
  return {
    listPath: domain.listPath,
    address: domain.address,
    pending: async (params) => (await domain.readQueue(domain.queryOf(params), 2)).records.map((row) => ({ path: domain.pathOf(row) })),
  };
}

/** A domain's queue as its page holds it: the list's address, the domain's query of it, and the read. */
export type ReviewDomainQueue<Row extends object, Query, Read extends ReviewQueueRead<Row> = ReviewQueueRead<Row>> = {
  domain: ReviewDomain<Row, Query, Read>;
  address: ReviewQueueAddressState;
  query: Query;
  read: Read;
};

/** Reads a domain's queue under the filters and page of the address. */
export function useReviewDomainQueue<Row extends object, Query, Read extends ReviewQueueRead<Row>>(
  domain: ReviewDomain<Row, Query, Read>,
): ReviewDomainQueue<Row, Query, Read> {
  const address = useReviewQueueParams(domain.address);
  const query = domain.queryOf(address.params);
  const read = domain.useQueue(query);
  return { domain, address, query, read };
}
