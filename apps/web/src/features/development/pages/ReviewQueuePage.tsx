import '../i18n/register';
import type { ReviewQueueItem } from '@yanxiu/contract/development-apply';
import { Alert, Button, Empty, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { REVIEW_PAGE_SIZE, useReviewQueue } from '../api/review-queue';
import { formatTime, stepLabel } from '../components/labels';
import { isReviewer } from '../model/apply-state';

/** /my/todoList: the reviewer's to-do list, the development applications waiting for their decision. */
export default function ReviewQueuePage() {
  const { t } = useTranslation();
  const roles = useSession((session) => session.loginInfo?.roles ?? []);
  const reviewer = isReviewer(roles);
  const [current, setCurrent] = useState(1);
  const queue = useReviewQueue(current, reviewer);

  let body;
  if (!reviewer) body = <Empty description={t('development.review.notReviewer')} data-testid="todo-empty" />;
  else if (queue.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('errors.generic')}
        action={
          <Button size="small" onClick={() => void queue.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else
    body = (
      <Table<ReviewQueueItem>
        data-testid="review-queue"
        rowKey="applyId"
        loading={queue.isFetching}
        dataSource={queue.data?.records ?? []}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('development.review.queueEmpty')} /> }}
        pagination={{
          current,
          pageSize: REVIEW_PAGE_SIZE,
          total: queue.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (count) => t('development.review.total', { count }),
          onChange: setCurrent,
        }}
        columns={[
          { title: t('development.apply.applicant'), dataIndex: 'userName' },
          { title: t('development.apply.school'), dataIndex: 'orgName' },
          { title: t('development.apply.postType'), dataIndex: 'postTypeName' },
          { title: t('development.apply.phase'), dataIndex: 'phaseName' },
          { title: t('development.apply.step'), dataIndex: 'stepCode', render: (code: string) => stepLabel(t, code) },
          { title: t('development.apply.submittedAt'), dataIndex: 'submittedAt', render: (value: string | null) => formatTime(value) },
          { title: t('development.apply.round'), dataIndex: 'round' },
          {
            title: t('development.apply.action'),
            key: 'action',
            render: (_, item) => (
              <Link to={`/my/todoList/development/${item.applyId}`} data-testid={`review-open-${item.applyId}`}>
                {t('development.review.open')}
              </Link>
            ),
          },
        ]}
      />
    );

  return (
    <PageFrame title={t('routes.todoList')} crumbs={[t('nav.mine')]}>
      {body}
    </PageFrame>
  );
}
