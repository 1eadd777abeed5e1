import '../i18n/notices.register';
import type { ManagedNotice, NoticeState } from '@yanxiu/contract/notices';
import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import { Button, Input, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { MANAGE_PAGE_SIZE, useManagedNotices, useRemindNotice, useWithdrawNotice, type ManagedFilter } from '../api/manage-notices';
import { NoticeFormDialog } from '../components/NoticeFormDialog';
import { RecipientsDrawer } from '../components/RecipientsDrawer';
import { noticesAccess } from '../notices.access';

const STATE_COLORS: Record<NoticeState, string> = { scheduled: 'blue', published: 'green', expired: 'default', withdrawn: 'default' };

function NoticesManager() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ManagedFilter>({ current: 1 });
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [outstandingOf, setOutstandingOf] = useState<ManagedNotice | null>(null);
  const list = useManagedNotices(filter);
  const withdraw = useWithdrawNotice();
  const remind = useRemindNotice();

  const handleRemind = async (notice: ManagedNotice) => {
    try {
      const { reminded } = await remind.mutateAsync(notice.id);
      if (reminded === 0) notifier().success(t('notices.manage.remindNone'));
      else notifier().success(t('notices.manage.reminded', { count: reminded }));
    } catch {
      // The request layer has shown why.
    }
  };

  return (
    <PageFrame
      title={t('routes.manageNotices')}
      extra={
        <Button type="primary" onClick={() => setEditing({ id: null })} data-testid="notice-create">
          {t('notices.manage.create')}
        </Button>
      }
    >
      <Input.Search
        allowClear
        maxLength={KEYWORD_MAX}
        style={{ maxWidth: 320, marginBottom: 16 }}
        placeholder={t('notices.manage.search')}
        aria-label={t('notices.manage.search')}
        onSearch={(keyword) => setFilter({ current: 1, keyword: keyword.trim() || undefined })}
      />
      <ManagedTable<ManagedNotice>
        list={list}
        testId="manage-notices-table"
        empty={t('notices.manage.empty')}
        paging={{
          current: filter.current,
          pageSize: MANAGE_PAGE_SIZE,
          onChange: (current) => setFilter((previous) => ({ ...previous, current })),
          totalText: (total) => t('notices.manage.total', { total }),
        }}
        columns={[
          {
            title: t('notices.manage.columns.title'),
            dataIndex: 'title',
            render: (title: string, row) =>
              row.pinned ? (
                <Space size={4}>
                  <Tag color="gold">{t('notices.list.pinned')}</Tag>
                  {title}
                </Space>
              ) : (
                title
              ),
          },
          { title: t('notices.manage.columns.publisher'), dataIndex: 'publisherUnitName', width: 160 },
          {
            title: t('notices.manage.columns.state'),
            dataIndex: 'state',
            width: 90,
            render: (state: NoticeState) => <Tag color={STATE_COLORS[state]}>{t(`notices.manage.state.${state}`)}</Tag>,
          },
          {
            title: t('notices.manage.columns.publishAt'),
            dataIndex: 'publishAt',
            width: 150,
            render: (value: string) => formatDateTime(value),
          },
          { title: t('notices.manage.columns.audience'), dataIndex: 'audience', width: 80 },
          { title: t('notices.manage.columns.read'), dataIndex: 'read', width: 70 },
          {
            title: t('notices.manage.columns.acknowledged'),
            dataIndex: 'acknowledged',
            width: 80,
            render: (value: number, row) => (row.requiresAck ? value : '—'),
          },
          {
            title: t('notices.manage.columns.actions'),
            key: 'actions',
            width: 260,
            fixed: 'right',
            render: (_, row) => (
              <Space size={0} wrap>
                <Button size="small" type="link" onClick={() => setOutstandingOf(row)} data-testid={`notice-outstanding-${row.id}`}>
                  {t('notices.manage.outstanding')}
                </Button>
                {row.state === 'published' && (
                  <Button
                    size="small"
                    type="link"
                    loading={remind.isPending && remind.variables === row.id}
                    onClick={() => void handleRemind(row)}
                    data-testid={`notice-remind-${row.id}`}
                  >
                    {t('notices.manage.remind')}
                  </Button>
                )}
                {row.state !== 'withdrawn' && (
                  <>
                    <Button size="small" type="link" onClick={() => setEditing({ id: row.id })} data-testid={`notice-edit-${row.id}`}>
                      {t('notices.manage.edit')}
                    </Button>
                    <Popconfirm
                      title={t('notices.manage.withdrawConfirm')}
                      onConfirm={() => withdraw.mutate({ id: row.id, version: row.version })}
                    >
                      <Button size="small" type="link" danger data-testid={`notice-withdraw-${row.id}`}>
                        {t('notices.manage.withdraw')}
                      </Button>
                    </Popconfirm>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      <NoticeFormDialog open={editing !== null} editingId={editing?.id ?? null} onClose={() => setEditing(null)} />
      <RecipientsDrawer notice={outstandingOf} onClose={() => setOutstandingOf(null)} />
    </PageFrame>
  );
}

/** /manage/notices: the notices the caller's school or district published; staff only. */
export default function ManageNoticesPage() {
  const { t } = useTranslation();
  const { canManageNotices } = useAccess(noticesAccess);
  return (
    <AccessGate
      accessible={canManageNotices}
      title={t('notices.manage.deniedTitle')}
      text={t('notices.manage.denied')}
      testId="notices-denied"
      pageTitle={t('routes.manageNotices')}
    >
      <NoticesManager />
    </AccessGate>
  );
}
