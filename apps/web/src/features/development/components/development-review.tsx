import type { ApplyDetail, ApplyStatusValue, ReviewQueueItem } from '@yanxiu/contract/development-apply';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReviewDecisionChoice } from '@/shared/review/ReviewDecisionForm';
import type { ReviewDomain } from '@/shared/review/review-domain';
import type { ReviewWording } from '@/shared/review/review-wording';
import { currentLocale } from '@/shared/i18n/i18n';
import { getReviewQueue, REVIEW_PAGE_SIZE, useReviewQueue, type ReviewQueueParams } from '../api/review-queue';
import { STATUS_COLORS, statusLabel, stepLabel } from './labels';

// What the development review tells the shared review pieces: its queue (the reviewer's lists and the next item after
// a decision), its steps' and statuses' names, and its decisions (the district's last approval also finishes).

/** Where a reviewer goes back to when the page was not opened from a list: the one to-do list. */
export const DEVELOPMENT_TODO_PATH = '/my/todoList';

/** The decision page of an application. */
export const reviewPathOf = (applyId: number) => `/my/todoList/development/${applyId}`;

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

/** The reviewer's development applications, by post type, phase applied for and school section. */
export const developmentReview: ReviewDomain<ReviewQueueItem, ReviewQueueParams> = {
  listPath: DEVELOPMENT_TODO_PATH,
  address: { extra: { postType: /^[A-Za-z0-9_-]{1,16}$/, phase: /^[A-Za-z0-9_-]{1,16}$/, section: /^\d{1,2}$/ } },
  queryOf: (params) => ({
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
  }),
  useQueue: (query) => useReviewQueue(query, true),
  readQueue: getReviewQueue,
  pathOf: (row) => reviewPathOf(row.applyId),
  statusOf: (row) => (row.status ? <Tag color={STATUS_COLORS[row.status]}>{statusLabel(row.status)}</Tag> : null),
  useWording: useDevelopmentWording,
  testId: 'review-queue',
  pageSize: REVIEW_PAGE_SIZE,
};
