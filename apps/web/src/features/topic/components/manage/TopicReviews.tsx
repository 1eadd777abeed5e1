import '../../i18n/manage.register';
import type { TopicReviewItem } from '@yanxiu/contract/topic';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { useAccess } from '@/shared/session/access';
import { ActionLink } from '@/shared/ui/ActionLink';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { WaitingReviewsCard } from '@/shared/ui/WaitingReviewsCard';
import { useReviewQueue } from '../../api/manage/review-queue';
import { topicAccess } from '../../topic.access';
import { reviewKindLabel, stepLabel } from './labels';
import { REVIEW_PATH } from './paths';

/**
 * The topic filings waiting for the reviewer, in their review lists beside the development, backbone and selection
 * ones: the first page, with a link to the whole queue. Nothing for non-reviewers.
 */
export function TopicReviews() {
  const { t } = useTranslation();
  const reviewer = useAccess(topicAccess).canReview;
  const queue = useReviewQueue({ state: 'pending', current: 1 }, reviewer);
  if (!reviewer) return null;
  // A queue that answers without counts (another list's answer in a test, an older server) shows none rather than breaking the page.
  const counts = (queue.data as { counts?: { pending: number } } | undefined)?.counts;
  return (
    <WaitingReviewsCard
      title={t('topicManage.todo.title')}
      pending={queue.data ? (counts?.pending ?? null) : undefined}
      allPath={REVIEW_PATH}
      allLabel={t('topicManage.todo.all')}
      testIdPrefix="topic"
    >
      <ManagedTable<TopicReviewItem>
        list={queue}
        rowKey="reviewId"
        testId="topic-todo"
        empty={t('topicManage.review.empty.pending')}
        columns={[
          { title: t('topicManage.review.title'), dataIndex: 'title' },
          { title: t('topicManage.review.kind'), dataIndex: 'kind', render: (kind: string) => <Tag>{reviewKindLabel(kind)}</Tag> },
          {
            title: t('topicManage.review.host'),
            key: 'host',
            render: (_, row) => t('common.withNote', { name: row.host.name, note: row.host.orgName }),
          },
          { title: t('topicManage.review.step'), dataIndex: 'stepCode', render: (code: string | null) => stepLabel(t, code) },
          { title: t('topicManage.review.submittedAt'), dataIndex: 'submittedAt', render: (value: string | null) => formatDateTime(value) },
          {
            title: t('topicManage.common.actions'),
            key: 'actions',
            render: (_, row) => (
              <ActionLink to={`${REVIEW_PATH}/${row.reviewId}`} type="primary" testId={`topic-todo-open-${row.reviewId}`}>
                {t('topicManage.review.open')}
              </ActionLink>
            ),
          },
        ]}
      />
    </WaitingReviewsCard>
  );
}
