import { useTranslation } from 'react-i18next';
import type { NextReviewSource } from '@/shared/review/next-review';
import type { ReviewDecisionChoice } from '@/shared/review/ReviewDecisionForm';
import type { ReviewQueueParams } from '@/shared/review/review-queue-params';
import type { ReviewWording } from '@/shared/review/review-wording';
import { getBackboneQueue, type BackboneQueueParams } from '../api/backbone-review-queue';
import { stepName } from './labels';

// What the backbone recognition tells the shared review pieces: its steps' and statuses' names, its decisions, and
// its queue for the next application after a decision.

/** The reviewer's backbone list. */
export const QUEUE_PATH = '/my/todoList/backbone';

/** An application's decision page. */
export const reviewPath = (applyId: number) => `${QUEUE_PATH}/${applyId}`;

/** The queue read for the list's params (the server filters by applicant only). */
export function queueParamsOf(params: ReviewQueueParams): BackboneQueueParams {
  return { state: params.state, current: params.current, keyword: params.keyword };
}

/** The next application after a decision: the first pending of the list under its filters. */
export const backboneReviewSource: NextReviewSource = {
  listPath: QUEUE_PATH,
  pending: async (params) => (await getBackboneQueue(queueParamsOf(params), 2)).records.map((row) => ({ path: reviewPath(row.applyId) })),
};

/** Every backbone step approves, returns for changes or rejects, in the shared words and order. */
export const BACKBONE_CHOICES: readonly ReviewDecisionChoice[] = [{ decision: 'approve' }, { decision: 'return' }, { decision: 'reject' }];

/** The backbone steps and statuses in the reader's language. */
export function useBackboneWording(): ReviewWording {
  const { t } = useTranslation();
  return { step: (code) => stepName(t, code), status: (code) => t(`backbone.status.${code}`, { defaultValue: code }) };
}
