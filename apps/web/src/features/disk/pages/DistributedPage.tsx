import '../i18n/disk.register';
import type { DiskIssueSummary } from '@yanxiu/contract/disk';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { BoundedText } from '@/shared/ui/BoundedText';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { ISSUE_PAGE_SIZE, useIssues, useRemindIssue, useWithdrawIssue } from '../api/issues';
import { RecipientsDrawer } from '../components/RecipientsDrawer';
import { diskAccess } from '../disk.access';
import { usePageCursors } from '../model/use-page-cursors';
import { issueTitle } from '../model/issue-title';

/** An issue's title as a list shows it: its resource's title, or "title and n more". */
const TITLE_SHOWN = 160;

function IssuesTable() {
  const { t } = useTranslation();
  const paging = usePageCursors();
  const list = useIssues(paging.filter);
  paging.remember(list.data);
  const [recipientsOf, setRecipientsOf] = useState<DiskIssueSummary | null>(null);
  const remind = useRemindIssue();
  const withdraw = useWithdrawIssue();

  const handleRemind = async (issue: DiskIssueSummary) => {
    try {
      const { reminded } = await remind.mutateAsync(issue.id);
      notifier().success(reminded === 0 ? t('disk.distributed.remindNone') : t('disk.distributed.reminded', { count: reminded }));
    } catch {
      // The request layer has shown why.
    }
  };

  return (
    <>
      <ManagedTable<DiskIssueSummary>
        list={list}
        testId="disk-issues"
        empty={t('disk.distributed.empty')}
        paging={{
          current: paging.filter.current,
          pageSize: ISSUE_PAGE_SIZE,
          onChange: paging.go,
          totalText: (total) => paging.totalText(t, total, list.data),
        }}
        columns={[
          {
            title: t('disk.distributed.columns.title'),
            dataIndex: 'title',
            render: (_: string, row) => <BoundedText text={issueTitle(t, row)} max={TITLE_SHOWN} singleLine style={{ maxWidth: 420 }} />,
          },
          {
            title: t('disk.distributed.columns.issuedAt'),
            dataIndex: 'issuedAt',
            width: 150,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: t('disk.distributed.columns.deadline'),
            dataIndex: 'ackDeadline',
            width: 150,
            render: (value: string | null) => (value ? formatDateTime(value) : t('disk.distributed.noDeadline')),
          },
          { title: t('disk.distributed.columns.recipients'), dataIndex: 'recipients', width: 90 },
          { title: t('disk.distributed.columns.opened'), dataIndex: 'opened', width: 80 },
          { title: t('disk.distributed.columns.downloaded'), dataIndex: 'downloaded', width: 80 },
          {
            title: t('disk.distributed.columns.acknowledged'),
            dataIndex: 'acknowledged',
            width: 80,
            render: (value: number, row) =>
              row.ackDeadline ? <span data-testid={`disk-issue-acknowledged-${row.id}`}>{value}</span> : '—',
          },
          {
            title: t('disk.distributed.columns.state'),
            key: 'state',
            width: 90,
            render: (_, row) =>
              row.withdrawnAt ? <Tag>{t('disk.distributed.withdrawn')}</Tag> : <Tag color="green">{t('disk.distributed.active')}</Tag>,
          },
          {
            title: t('disk.common.actions'),
            key: 'actions',
            width: 240,
            render: (_, row) => (
              <Space size={0} wrap>
                <Button size="small" type="link" onClick={() => setRecipientsOf(row)} data-testid={`disk-issue-recipients-${row.id}`}>
                  {t('disk.distributed.recipients')}
                </Button>
                {!row.withdrawnAt && (
                  <>
                    <Button
                      size="small"
                      type="link"
                      loading={remind.isPending && remind.variables === row.id}
                      onClick={() => void handleRemind(row)}
                      data-testid={`disk-issue-remind-${row.id}`}
                    >
                      {t('disk.distributed.remind')}
                    </Button>
                    <Popconfirm title={t('disk.distributed.withdrawConfirm')} onConfirm={() => withdraw.mutate(row.id)}>
                      <Button size="small" type="link" danger data-testid={`disk-issue-withdraw-${row.id}`}>
                        {t('disk.distributed.withdraw')}
                      </Button>
                    </Popconfirm>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      <RecipientsDrawer issue={recipientsOf} onClose={() => setRecipientsOf(null)} />
    </>
  );
}

/** /disk/distributed: what I issued, each recipient's state, reminders and withdrawal; school and district staff. */
export default function DistributedPage() {
  const { t } = useTranslation();
  const { canIssue } = useAccess(diskAccess);
  const title = t('routes.diskDistributed');
  return (
    <AccessGate
      accessible={canIssue}
      title={t('disk.distributed.deniedTitle')}
      text={t('disk.distributed.denied')}
      testId="disk-distributed-denied"
      pageTitle={title}
    >
      <PageFrame title={title}>
        <IssuesTable />
      </PageFrame>
    </AccessGate>
  );
}
