import '../i18n/backbone.register';
import type { BackboneQueueItem, BackboneQueueState, BackboneStatus } from '@yanxiu/contract/profile-backbone';
import { Badge, Card, Empty, Flex, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZE } from '@/shared/config/constants';
import { currentLocale } from '@/shared/i18n/i18n';
import { useAccess } from '@/shared/session/access';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { formatDateTime } from '@/shared/format/date';
import { useBackboneQueue } from '../api/backbone-review-queue';
import { backboneAccess } from '../backbone.access';
import { STATUS_COLORS, stepName } from '../model/labels';
import { ExpertStepSwitch } from './ExpertStepSwitch';

const STATES: readonly BackboneQueueState[] = ['pending', 'returned', 'decided'];

/**
 * The backbone applications in a reviewer's to-do list: what waits for their decision, what they returned and what
 * they decided, each with its count; district admins switch the expert step here. Nothing for non-reviewers.
 */
export function BackboneReviews() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const access = useAccess(backboneAccess);
  const [state, setState] = useState<BackboneQueueState>('pending');
  const [current, setCurrent] = useState(1);
  const queue = useBackboneQueue({ state, current }, access.canReview);
  if (!access.canReview) return null;
  const counts = queue.data?.counts;
  return (
    <Card
      title={t('backbone.review.title')}
      extra={access.canConfigure ? <ExpertStepSwitch /> : null}
      data-testid="backbone-reviews"
      style={{ marginTop: 24 }}
    >
      <Flex vertical gap={8}>
        <Tabs
          activeKey={state}
          onChange={(key) => {
            setState(key as BackboneQueueState);
            setCurrent(1);
          }}
          items={STATES.map((value) => ({
            key: value,
            label: (
              <Space size={6}>
                {t(`backbone.review.tabs.${value}`)}
                <Badge
                  count={counts?.[value] ?? 0}
                  showZero
                  overflowCount={999}
                  color={value === 'pending' ? 'red' : 'gray'}
                  data-testid={`backbone-count-${value}`}
                />
              </Space>
            ),
          }))}
        />
        {queue.isError ? (
          <RetryAlert onRetry={() => void queue.refetch()} />
        ) : (
          <Table<BackboneQueueItem>
            data-testid="backbone-queue"
            rowKey="applyId"
            loading={queue.isFetching}
            dataSource={queue.data?.records ?? []}
            scroll={{ x: true }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`backbone.review.empty.${state}`)} /> }}
            pagination={{
              current,
              pageSize: PAGE_SIZE,
              total: queue.data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: (count) => t('backbone.review.total', { count }),
              onChange: setCurrent,
            }}
            columns={[
              { title: t('backbone.application.applicant'), dataIndex: 'userName' },
              { title: t('backbone.application.school'), dataIndex: 'orgName' },
              { title: t('backbone.application.step'), dataIndex: 'stepCode', render: (code: string) => stepName(t, code) },
              ...(state === 'pending'
                ? []
                : [
                    {
                      title: t('backbone.application.status'),
                      dataIndex: 'status',
                      render: (status: BackboneStatus) => <Tag color={STATUS_COLORS[status]}>{t(`backbone.status.${status}`)}</Tag>,
                    },
                  ]),
              {
                title: t('backbone.application.records'),
                dataIndex: 'records',
                render: (count: number) => t('backbone.review.records', { count }),
              },
              {
                title: t('backbone.application.submittedAt'),
                dataIndex: 'submittedAt',
                render: (value: string | null) => formatDateTime(value, locale),
              },
              {
                title: t('backbone.application.round'),
                dataIndex: 'round',
                render: (round: number) => t('backbone.application.roundOf', { round }),
              },
              {
                key: 'action',
                render: (_, item) => (
                  <Link to={`/my/todoList/backbone/${item.applyId}`} data-testid={`backbone-open-${item.applyId}`}>
                    {state === 'pending' ? t('backbone.review.open') : t('backbone.review.view')}
                  </Link>
                ),
              },
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}
