import type { BackboneQueueItem, BackboneStatus } from '@yanxiu/contract/profile-backbone';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewDomain } from '@/shared/review/review-domain';
import type { ReviewWording } from '@/shared/review/review-wording';
import { getBackboneQueue, useBackboneQueue, type BackboneQueueParams } from '../api/backbone-review-queue';
import { STATUS_COLORS, stepName } from './labels';

// What the backbone recognition tells the shared review pieces: its queue (the reviewer's list and the next
// application after a decision), its steps' and statuses' names.

/** The reviewer's backbone list. */
export const QUEUE_PATH = '/my/todoList/backbone';

/** An application's decision page. */
export const reviewPath = (applyId: number) => `${QUEUE_PATH}/${applyId}`;

/** An application's status as its coloured tag. */
export function BackboneStatusTag({ status, testId }: { status: BackboneStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid={testId}>
      {t(`backbone.status.${status}`)}
    </Tag>
  );
}

/** The backbone steps and statuses in the reader's language. */
export function useBackboneWording(): ReviewWording {
  const { t } = useTranslation();
  return { step: (code) => stepName(t, code), status: (code) => t(`backbone.status.${code}`, { defaultValue: code }) };
}

/** The reviewer's backbone applications (the server filters by applicant only). */
export const backboneReview: ReviewDomain<BackboneQueueItem, BackboneQueueParams> = {
  listPath: QUEUE_PATH,
  queryOf: (params) => ({ state: params.state, current: params.current, keyword: params.keyword }),
  useQueue: (query) => useBackboneQueue(query, true),
  readQueue: getBackboneQueue,
  pathOf: (row) => reviewPath(row.applyId),
  statusOf: (row) => <BackboneStatusTag status={row.status} />,
  useWording: useBackboneWording,
  testId: 'backbone-queue',
};
