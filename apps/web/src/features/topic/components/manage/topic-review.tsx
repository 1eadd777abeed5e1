import type { TopicReviewItem } from '@yanxiu/contract/topic';
import { TopicReviewKind, type TopicReviewKindValue } from '@yanxiu/contract/topic-enums';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewDomain } from '@/shared/review/review-domain';
import type { ReviewWording } from '@/shared/review/review-wording';
import { getReviewQueue, useReviewQueue, type QueueParams } from '../../api/manage/review-queue';
import { APPLY_STATUS_COLORS, applyStatusLabel, stepLabel } from './labels';
import { REVIEW_PATH } from './paths';

// What the topic review tells the shared review pieces: its queue (the reviewer's list and the next filing after a
// decision) and its steps' and statuses' names.

const KINDS = new RegExp(`^(${TopicReviewKind.values.join('|')})$`);

/** A filing's decision page. */
export const reviewPath = (reviewId: number) => `${REVIEW_PATH}/${reviewId}`;

/** A filing's status as its coloured tag. */
export function TopicStatusTag({ status }: { status: string }) {
  return <Tag color={APPLY_STATUS_COLORS[status] ?? 'default'}>{applyStatusLabel(status)}</Tag>;
}

/** The topic's steps and statuses in the reader's language. */
export function useTopicWording(): ReviewWording {
  const { t } = useTranslation();
  return { step: (code) => stepLabel(t, code), status: (code) => applyStatusLabel(code) };
}

/**
 * The reviewer's topic filings (applications and stage filings), by kind and call: the calls list links here with
 * its call. The server filters by kind, call and the topic's title.
 */
export const topicReview: ReviewDomain<TopicReviewItem, QueueParams> = {
  listPath: REVIEW_PATH,
  address: { extra: { kind: KINDS, callId: /^\d{1,15}$/ } },
  queryOf: (params) => ({
    state: params.state,
    current: params.current,
    kind: params.extra.kind as TopicReviewKindValue | undefined,
    callId: params.extra.callId ? Number(params.extra.callId) : undefined,
    keyword: params.keyword,
  }),
  useQueue: (query) => useReviewQueue(query),
  readQueue: getReviewQueue,
  rowKey: 'reviewId',
  // The host applies for the topic and files its stages.
  viewOf: (row) => ({
    applicantName: row.host.name,
    orgName: row.host.orgName,
    stepCode: row.stepCode,
    round: row.round,
    submittedAt: row.submittedAt,
  }),
  pathOf: (row) => reviewPath(row.reviewId),
  statusOf: (row) => <TopicStatusTag status={row.status} />,
  useWording: useTopicWording,
  testId: 'topic-queue',
};
