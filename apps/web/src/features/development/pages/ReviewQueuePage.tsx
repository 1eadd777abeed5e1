import '../i18n/development.register';
import type { ApplyStatusValue, ReviewQueueItem, ReviewQueueState } from '@yanxiu/contract/development-apply';
import { Empty, Space, Tabs, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccess } from '@/shared/session/access';
import { ActionLink } from '@/shared/ui/ActionLink';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { CountBadge } from '@/shared/ui/CountBadge';
import { REVIEW_PAGE_SIZE, useReviewQueue, type ReviewQueueParams } from '../api/review-queue';
import { useReviewQueueFilters } from '../api/review-queue-filters';
import { formatTime, STATUS_COLORS, statusLabel, stepLabel } from '../components/labels';
import { QueueFilterBar } from '../components/QueueFilterBar';
import { changeQueueParams, readQueueParams, writeQueueParams } from '../model/queue-filters';
import { developmentAccess } from '../development.access';

const STATES: readonly ReviewQueueState[] = ['pending', 'returned', 'decided'];

/**
 * /manage/developmentReview: the reviewer's development lists (the staff's one review list, /my/todoList/reviews, links
 * here). Tabs for what awaits their decision, what they returned and what they decided, each with its count; filters
 * and page in the query string.
 */
export default function ReviewQueuePage() {
  const { t } = useTranslation();
  const reviewer = useAccess(developmentAccess).canReview;
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readQueueParams(searchParams), [searchParams]);
  const queue = useReviewQueue(params, reviewer);
  const choices = useReviewQueueFilters(reviewer);
  const update = (change: Partial<ReviewQueueParams>) => setSearchParams(writeQueueParams(changeQueueParams(params, change)));
  const counts = queue.data?.counts;

  let body;
  if (!reviewer) body = <Empty description={t('development.review.notReviewer')} data-testid="todo-empty" />;
  else if (queue.isError) body = <RetryAlert onRetry={() => void queue.refetch()} />;
  else
    body = (
      <>
        <Tabs
          activeKey={params.state}
          // A new list starts unfiltered by status: statuses differ from list to list.
          onChange={(key) => update({ state: key as ReviewQueueState, status: undefined })}
          data-testid="queue-tabs"
          items={STATES.map((state) => ({
            key: state,
            label: (
              <Space size={6}>
                {t(`development.queue.states.${state}`)}
                <CountBadge count={counts?.[state]} color={state === 'pending' ? 'red' : 'gray'} testId={`queue-count-${state}`} />
              </Space>
            ),
          }))}
        />
        <QueueFilterBar
          params={params}
          choices={choices.data}
          onChange={update}
          onReset={() => setSearchParams(writeQueueParams({ state: params.state, current: 1 }))}
        />
        <ManagedTable<ReviewQueueItem>
          testId="review-queue"
          rowKey="applyId"
          list={queue}
          empty={t(`development.queue.empty.${params.state}`)}
          paging={{
            current: params.current,
            pageSize: REVIEW_PAGE_SIZE,
            onChange: (page) => update({ current: page }),
            totalText: (count) => t('development.review.total', { count }),
          }}
          columns={[
            { title: t('development.apply.applicant'), dataIndex: 'userName' },
            { title: t('development.apply.school'), dataIndex: 'orgName' },
            { title: t('development.apply.postType'), dataIndex: 'postTypeName' },
            { title: t('development.apply.phase'), dataIndex: 'phaseName' },
            { title: t('development.apply.step'), dataIndex: 'stepCode', render: (code: string) => stepLabel(t, code) },
            ...(params.state === 'pending'
              ? []
              : [
                  {
                    title: t('development.apply.status'),
                    dataIndex: 'status',
                    render: (status: ApplyStatusValue | undefined) =>
                      status ? <Tag color={STATUS_COLORS[status]}>{statusLabel(status)}</Tag> : null,
                  },
                ]),
            { title: t('development.apply.submittedAt'), dataIndex: 'submittedAt', render: (value: string | null) => formatTime(value) },
            { title: t('development.apply.round'), dataIndex: 'round' },
            {
              title: t('development.apply.action'),
              key: 'action',
              render: (_, item) => (
                <ActionLink
                  to={`/my/todoList/development/${item.applyId}`}
                  type={params.state === 'pending' ? 'primary' : 'default'}
                  testId={`review-open-${item.applyId}`}
                >
                  {params.state === 'pending' ? t('development.review.open') : t('development.queue.view')}
                </ActionLink>
              ),
            },
          ]}
        />
      </>
    );

  return (
    <PageFrame title={t('routes.manageDevelopmentReview')} crumbs={[t('nav.manage')]}>
      {body}
    </PageFrame>
  );
}
