import type { Declaration } from '@yanxiu/contract/learning-hours';
import { Button, Card, Empty, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { formatDateTime, formatDay } from '@/shared/format/date';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { DECLARATION_PAGE_SIZE, useMyDeclarations } from '../api/get-my-declarations';
import { useWithdrawDeclaration } from '../api/withdraw-declaration';
import { categoryLabel, formatHours } from '../model/hours';
import type { HourCategory } from '@yanxiu/contract/learning-hours';
import { STATUS_COLORS } from './labels';

/** The teacher's declarations with their review state; pending ones can be withdrawn. */
export function MyDeclarations({ categories }: { categories: HourCategory[] }) {
  const { t } = useTranslation();
  const m = (key: string, options?: Record<string, unknown>) => t(`learningHours.mine.${key}`, options ?? {});
  const locale = currentLocale();
  const [current, setCurrent] = useState(1);
  const list = useMyDeclarations(current);
  const withdraw = useWithdrawDeclaration();

  return (
    <Card title={m('title')} size="small" data-testid="my-declarations">
      {list.isError ? (
        <RetryAlert title={t('learningHours.common.loadFailed')} onRetry={() => void list.refetch()} />
      ) : (
        <Table<Declaration>
          size="small"
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.records}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m('empty')} /> }}
          pagination={{
            current,
            pageSize: DECLARATION_PAGE_SIZE,
            total: list.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: setCurrent,
          }}
          columns={[
            {
              title: t('learningHours.declare.name'),
              dataIndex: 'title',
              render: (title: string, row) => (
                <Space orientation="vertical" size={0}>
                  <Typography.Text>{title}</Typography.Text>
                  {row.comment && <Typography.Text type="secondary">{m('comment', { comment: row.comment })}</Typography.Text>}
                </Space>
              ),
            },
            {
              title: t('learningHours.common.category'),
              dataIndex: 'category',
              render: (code: string) => categoryLabel(categories, code, locale),
            },
            { title: t('learningHours.declare.hours'), dataIndex: 'hours', align: 'right', render: (hours: number) => formatHours(hours) },
            { title: t('learningHours.declare.activityOn'), dataIndex: 'activityOn', render: (day: string) => formatDay(day) },
            { title: t('learningHours.queue.submittedAt'), dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
            {
              title: m('status'),
              dataIndex: 'status',
              render: (status: Declaration['status']) => <Tag color={STATUS_COLORS[status]}>{t(`learningHours.statuses.${status}`)}</Tag>,
            },
            {
              title: t('learningHours.common.actions'),
              key: 'actions',
              render: (_: unknown, row) =>
                row.status === 'pending' ? (
                  <Popconfirm
                    title={m('withdrawConfirm')}
                    okText={t('learningHours.common.confirm')}
                    cancelText={t('learningHours.common.cancel')}
                    onConfirm={() => withdraw.mutate(row.id, { onSuccess: () => notifier().success(m('withdrawn')) })}
                  >
                    <Button
                      size="small"
                      type="link"
                      loading={withdraw.isPending && withdraw.variables === row.id}
                      data-testid={`declaration-withdraw-${row.id}`}
                    >
                      {m('withdraw')}
                    </Button>
                  </Popconfirm>
                ) : null,
            },
          ]}
        />
      )}
    </Card>
  );
}
