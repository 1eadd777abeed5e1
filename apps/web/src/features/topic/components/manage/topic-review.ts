import { TopicReviewKind, type TopicReviewKindValue } from '@yanxiu/contract/topic-enums';
import { useTranslation } from 'react-i18next';
import type { NextReviewSource } from '@/shared/review/next-review';
import type { ReviewDecisionChoice } from '@/shared/review/ReviewDecisionForm';
import type { ReviewQueueAddress, ReviewQueueParams } from '@/shared/review/review-queue-params';
import type { ReviewWording } from '@/shared/review/review-wording';
import { getReviewQueue, type QueueParams } from '../../api/manage/review-queue';
import { applyStatusLabel, stepLabel } from './labels';
import { REVIEW_PATH } from './paths';

// What the topic review tells the shared review pieces: its steps' and statuses' names, its decisions, and its queue
// for the next item after a decision.

const KINDS = new RegExp(`^(${TopicReviewKind.values.join('|')})$`);

/** The queue's own filters in its address: the kind of filing and the call (the calls list links here with it). */
export const QUEUE_ADDRESS: ReviewQueueAddress = { extra: { kind: KINDS, callId: /^\d{1,15}$/ } };

/** The queue read for the list's params (the server filters by kind, call and applicant). */
export function queueParamsOf(params: ReviewQueueParams): QueueParams {
  return {
    state: params.state,
    current: params.current,
    kind: params.extra.kind as TopicReviewKindValue | undefined,
    callId: params.extra.callId ? Number(params.extra.callId) : undefined,
    keyword: params.keyword,
  };
}

/** A filing's decision page. */
export const reviewPath = (reviewId: number) => `${REVIEW_PATH}/${reviewId}`;

/** The next filing after a decision: the first pending of the queue under the list's filters. */
export const topicReviewSource: NextReviewSource = {
  listPath: REVIEW_PATH,
  address: QUEUE_ADDRESS,
  pending: async (params) => (await getReviewQueue(queueParamsOf(params), 2)).records.map((row) => ({ path: reviewPath(row.reviewId) })),
};

/** Every topic step approves, returns for changes or rejects in the shared words. */
export const TOPIC_CHOICES: readonly ReviewDecisionChoice[] = [{ decision: 'approve' }, { decision: 'return' }, { decision: 'reject' }];

/** The topic's steps and statuses in the reader's language. */
export function useTopicWording(): ReviewWording {
  const { t } = useTranslation();
  return { step: (code) => stepLabel(t, code), status: (code) => applyStatusLabel(code) };
}
