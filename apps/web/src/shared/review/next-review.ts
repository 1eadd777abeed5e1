import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notifier } from '@/shared/request/notifier';
import { readReviewQueueParams, type ReviewQueueAddress, type ReviewQueueParams } from './review-queue-params';
import './review-texts';

// After a decision the reviewer lands on the next pending item of the list they came from, under the same filters, or
// back on that list saying everything is done. The list travels in the link's history state (the queue table puts it
// there); a page opened otherwise (the to-do list, a notification, a new tab) works through its domain's own list.

/** The list a decision page was opened from: its path and query string (tab, filters, page). */
export type ReviewListRef = { path: string; search: string };

/** An item of a list as the next-item step needs it: the path of its decision page. */
export type NextReviewItem = { path: string };

/** What a domain's decision page tells the frame about its own list. */
export type NextReviewSource = {
  /** Where a reviewer goes back to when the page was not opened from a list (the domain's queue, or the to-do list). */
  listPath: string;
  /** The domain's own filters in its list's address. */
  address?: ReviewQueueAddress;
  /** The first pending items of the domain's list under `params` (page 1; two are enough). */
  pending: (params: ReviewQueueParams) => Promise<readonly NextReviewItem[]>;
};

/** The history state a link into a decision page carries. */
export type ReviewListState = { reviewList: ReviewListRef };

/** The state for a link opened from the list at `location`. */
export function reviewListState(location: { pathname: string; search: string }): ReviewListState {
  return { reviewList: { path: location.pathname, search: location.search } };
}

/** The list named by a page's history state, if it names one. */
export function reviewListOf(state: unknown): ReviewListRef | null {
  const list = (state as Partial<ReviewListState> | null)?.reviewList;
  return list && typeof list.path === 'string' && typeof list.search === 'string' && list.path.startsWith('/') ? list : null;
}

/** Lists that span domains (the staff's one review list) and find their own pending items, by path. */
const spanningLists = new Map<string, (search: string) => Promise<readonly NextReviewItem[]>>();

/** A list that spans domains registers how to read its pending items, so a decision opened from it moves on within it. */
export function registerReviewList(path: string, pending: (search: string) => Promise<readonly NextReviewItem[]>): void {
  spanningLists.set(path, pending);
}

/** Where to go after a decision: the next pending item's path, or null when the list has none left besides `current`. */
export async function nextReviewPath(source: NextReviewSource, list: ReviewListRef | null, current: string): Promise<string | null> {
  const spanning = list ? spanningLists.get(list.path) : undefined;
  // Any other list is read through the domain's address: its filters apply, what the domain does not know is dropped.
  const items = spanning
    ? await spanning(list!.search)
    : await source.pending({ ...readReviewQueueParams(list?.search ?? '', source.address), state: 'pending', current: 1 });
  return items.find((item) => item.path !== current)?.path ?? null;
}

/**
 * After a decision: on to the next pending item of the list the page was opened from (the list kept in the state),
 * or back to that list (the domain's own when none) saying all is done. A failed read of the list goes back quietly.
 */
export function useGoToNextReview(source: NextReviewSource): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return async () => {
    const list = reviewListOf(location.state);
    const next = await nextReviewPath(source, list, location.pathname).then(
      (path) => ({ path }),
      () => null,
    );
    if (next?.path) {
      void navigate(next.path, { state: list ? { reviewList: list } : undefined });
      return;
    }
    if (next) notifier().success(t('reviewPieces.next.allDone'));
    void navigate(list ? `${list.path}${list.search}` : source.listPath);
  };
}
