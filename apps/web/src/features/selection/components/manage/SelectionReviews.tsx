import '../../i18n/manage.register';
import type { SelectionQueueItem } from '@yanxiu/contract/selection';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { useAccess } from '@/shared/session/access';
import { ActionLink } from '@/shared/ui/ActionLink';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { WaitingReviewsCard } from '@/shared/ui/WaitingReviewsCard';
import { useReviewQueue } from '../../api/manage/review-queue';
import { selectionAccess } from '../../selection.access';
import { QUEUE_PATH } from './paths';

/**
 * The selection applications waiting for the reviewer, in their to-do list beside the development and backbone ones:
 * the first page, with a link to the whole queue. Nothing for non-reviewers.
 */
export function SelectionReviews() {
  const { t } = useTranslation();
  const reviewer = useAccess(selectionAccess).canReview;
  const queue = useReviewQueue({ state: 'pending', current: 1 }, reviewer);
  if (!reviewer) return null;
  // A queue that answers without counts (an older server) shows none rather than breaking the to-do list.
  const counts = (queue.data as { counts?: { pending: number } } | undefined)?.counts;
  return (
    <WaitingReviewsCard
      title={t('selectionManage.todo.title')}
      pending={queue.data ? (counts?.pending ?? null) : undefined}
      allPath={QUEUE_PATH}
      allLabel={t('selectionManage.todo.all')}
      testIdPrefix="selection"
    >
      <ManagedTable<SelectionQueueItem>
        list={queue}
        rowKey="applyId"
        testId="selection-todo"
        empty={t('selectionManage.review.empty.pending')}
        columns={[
          { title: t('selectionManage.review.applicantColumn'), dataIndex: 'userName' },
          { title: t('selectionManage.review.school'), dataIndex: 'orgName' },
          { title: t('selectionManage.review.project'), dataIndex: 'projectTitle' },
          {
            title: t('selectionManage.review.submittedAt'),
            dataIndex: 'submittedAt',
            render: (value: string | null) => formatDateTime(value),
          },
          {
            title: t('selectionManage.common.actions'),
            key: 'actions',
            render: (_, row) => (
              <ActionLink to={`${QUEUE_PATH}/${row.applyId}`} type="primary" testId={`selection-todo-open-${row.applyId}`}>
                {t('selectionManage.review.open')}
              </ActionLink>
            ),
          },
        ]}
      />
    </WaitingReviewsCard>
  );
}
