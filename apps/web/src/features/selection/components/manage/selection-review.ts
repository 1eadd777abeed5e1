import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { NextReviewSource } from '@/shared/review/next-review';
import type { ReviewDecisionChoice } from '@/shared/review/ReviewDecisionForm';
import type { ReviewQueueAddress, ReviewQueueParams } from '@/shared/review/review-queue-params';
import type { ReviewWording } from '@/shared/review/review-wording';
import { getReviewQueue, type QueueParams } from '../../api/manage/review-queue';
import { applyStatusLabel } from '../shared/labels';
import { QUEUE_PATH } from './paths';

// What the selection review tells the shared review pieces: its steps' and statuses' names, its decisions, and its
// queue for the next item after a decision.

const STEPS = ['school', 'district'];

/** The queue's own filter in its address: the project. */
export const QUEUE_ADDRESS: ReviewQueueAddress = { extra: { prjId: /^\d{1,15}$/ } };

/** The queue read for the list's params (the server filters by project and applicant). */
export function queueParamsOf(params: ReviewQueueParams): QueueParams {
  return {
    state: params.state,
    current: params.current,
    prjId: params.extra.prjId ? Number(params.extra.prjId) : undefined,
    keyword: params.keyword,
  };
}

/** The next application after a decision: the first pending of the queue under the list's filters. */
export const selectionReviewSource: NextReviewSource = {
  listPath: QUEUE_PATH,
  address: QUEUE_ADDRESS,
  pending: async (params) =>
    (await getReviewQueue(queueParamsOf(params), 2)).records.map((row) => ({ path: `${QUEUE_PATH}/${row.applyId}` })),
};

/** The school recommends (its approval takes a place of its quota); the district approves the eligibility. */
export function selectionChoices(t: TFunction, stepCode: string | null): ReviewDecisionChoice[] {
  return [
    { decision: 'approve', label: stepCode === 'school' ? t('selectionManage.decision.recommend') : t('selectionManage.decision.approve') },
    { decision: 'return' },
    { decision: 'reject' },
  ];
}

/** The selection's steps and statuses in the reader's language; the school's approval reads as its recommendation. */
export function useSelectionWording(): ReviewWording {
  const { t } = useTranslation();
  return {
    step: (code) =>
      STEPS.includes(code)
        ? t(`selectionManage.review.steps.${code}`)
        : code === 'applicant'
          ? t('selectionManage.review.applicantColumn')
          : code,
    status: (code) => applyStatusLabel(code),
    event: (event, stepCode) => (event === 'approve' && stepCode === 'school' ? t('selectionManage.decision.recommend') : undefined),
  };
}
