import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeReviewQueueParams,
  readReviewQueueParams,
  writeReviewQueueParams,
  type ReviewQueueAddress,
  type ReviewQueueChange,
  type ReviewQueueParams,
} from './review-queue-params';

const NO_EXTRA: ReviewQueueAddress = {};

/** A review list's address as a page holds it: what it says now, and how a change or a reset is written. */
export type ReviewQueueAddressState = {
  params: ReviewQueueParams;
  update: (change: ReviewQueueChange) => void;
  reset: () => void;
};

/** A review list's params from the address, a change written back to it, and a reset keeping the tab. `address` is a constant. */
export function useReviewQueueParams(address: ReviewQueueAddress = NO_EXTRA): ReviewQueueAddressState {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readReviewQueueParams(search, address), [search, address]);
  return {
    params,
    update: (change) => setSearch(writeReviewQueueParams(changeReviewQueueParams(params, change))),
    reset: () => setSearch(writeReviewQueueParams({ state: params.state, current: 1, extra: {} })),
  };
}
