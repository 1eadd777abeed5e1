import type { ApplyDetail, ApplyStatusValue } from '@yanxiu/contract/development-apply';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { NextReviewSource } from '@/shared/review/next-review';
import type { ReviewDecisionChoice } from '@/shared/review/ReviewDecisionForm';
import type { ReviewQueueAddress, ReviewQueueParams } from '@/shared/review/review-queue-params';
import type { ReviewWording } from '@/shared/review/review-wording';
import { currentLocale } from '@/shared/i18n/i18n';
import { getReviewQueue, type ReviewQueueParams as DevelopmentQueueParams } from '../api/review-queue';
import { statusLabel, stepLabel } from './labels';

// What the development review tells the shared review pieces: its steps' and statuses' names, its decisions (the
// district's last approval also finishes), and its queue for the next item after a decision.

/** Where a reviewer goes back to when the page was not opened from a list: the one to-do list. */
export const DEVELOPMENT_TODO_PATH = '/my/todoList';

/** The decision page of an application. */
export const reviewPathOf = (applyId: number) => `/my/todoList/development/${applyId}`;

/** The queue's own filters in its list's address. */
export const DEVELOPMENT_QUEUE_ADDRESS: ReviewQueueAddress = {
  extra: { postType: /^[A-Za-z0-9_-]{1,16}$/, phase: /^[A-Za-z0-9_-]{1,16}$/, section: /^\d{1,2}$/ },
};

/** The queue read for a list's params. */
export function developmentQueueParamsOf(params: ReviewQueueParams): DevelopmentQueueParams {
  return {
    state: params.state,
    current: params.current,
    stepCode: params.stepCode,
    status: params.status,
    postTypeCode: params.extra.postType,
    phaseCode: params.extra.phase,
    sectionCode: params.extra.section,
    keyword: params.keyword,
    submittedFrom: params.submittedFrom,
    submittedTo: params.submittedTo,
  };
}

/** The next application after a decision: the first pending of the reviewer's queue under the list's filters. */
export const developmentReviewSource: NextReviewSource = {
  listPath: DEVELOPMENT_TODO_PATH,
  address: DEVELOPMENT_QUEUE_ADDRESS,
  pending: async (params) =>
    (await getReviewQueue(developmentQueueParamsOf(params), 2)).records.map((row) => ({ path: reviewPathOf(row.applyId) })),
};

/** Approve, return or reject; district staff deciding the last step approve and finish in one confirmed action. */
export function developmentChoices(t: TFunction, detail: ApplyDetail, approveAndFinish: boolean): ReviewDecisionChoice[] {
  const phase = currentLocale() === 'en-US' ? detail.phaseNameEn : detail.phaseName;
  return [
    approveAndFinish
      ? {
          decision: 'approve',
          label: t('development.review.approveFinish'),
          submitText: t('development.review.approveFinish'),
          // The teacher moves to the new phase at once: asked first.
          confirm: t('development.review.approveFinishConfirm', { name: detail.userName, phase }),
        }
      : { decision: 'approve' },
    { decision: 'return' },
    { decision: 'reject' },
  ];
}

/** The development review's steps and statuses in the reader's language (and the finishing of the process). */
export function useDevelopmentWording(): ReviewWording {
  const { t } = useTranslation();
  return {
    step: (code) => stepLabel(t, code),
    status: (code) => statusLabel(code as ApplyStatusValue),
    event: (event) => (event === 'finish' ? t('development.events.finish') : undefined),
  };
}
