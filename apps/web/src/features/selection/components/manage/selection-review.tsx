import type { SelectionQueueItem } from '@yanxiu/contract/selection';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReviewDecisionChoice } from '@/shared/review/ReviewDecisionForm';
import type { ReviewDomain } from '@/shared/review/review-domain';
import type { ReviewWording } from '@/shared/review/review-wording';
import { getReviewQueue, useReviewQueue, type QueueParams } from '../../api/manage/review-queue';
import { ApplyStatusTag } from '../shared/ApplyStatusTag';
import { applyStatusLabel } from '../shared/labels';
import { QUEUE_PATH } from './paths';

// What the selection review tells the shared review pieces: its queue (the reviewer's list and the next item after a
// decision), its steps' and statuses' names, and its decisions.

const STEPS = ['school', 'district'];

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

/** The reviewer's selection applications, by project (the server filters by project and applicant). */
export const selectionReview: ReviewDomain<SelectionQueueItem, QueueParams, ReturnType<typeof useReviewQueue>> = {
  listPath: QUEUE_PATH,
  address: { extra: { prjId: /^\d{1,15}$/ } },
  queryOf: (params) => ({
    state: params.state,
    current: params.current,
    prjId: params.extra.prjId ? Number(params.extra.prjId) : undefined,
    keyword: params.keyword,
  }),
  useQueue: (query) => useReviewQueue(query),
  readQueue: getReviewQueue,
  pathOf: (row) => `${QUEUE_PATH}/${row.applyId}`,
  statusOf: (row) => <ApplyStatusTag status={row.status} />,
  useWording: useSelectionWording,
  testId: 'selection-queue',
};
