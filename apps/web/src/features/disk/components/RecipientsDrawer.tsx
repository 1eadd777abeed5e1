import type { DiskIssueRecipient, DiskIssueSummary } from '@yanxiu/contract/disk';
import { DiskRecipientState, type DiskRecipientStateValue } from '@yanxiu/contract/disk-enums';
import { Drawer, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { currentLocale } from '@/shared/i18n/i18n';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { ISSUE_PAGE_SIZE, useRecipients } from '../api/issues';
import { issueTitle } from '../model/issue-title';

const STATE_COLORS: Record<DiskRecipientStateValue, string> = {
  delivered: 'default',
  opened: 'blue',
  downloaded: 'cyan',
  acknowledged: 'green',
};

/** The moment a recipient reached their state. */
function reachedAt(row: DiskIssueRecipient): string | null {
  if (row.state === 'acknowledged') return row.acknowledgedAt;
  if (row.state === 'downloaded') return row.downloadedAt;
  if (row.state === 'opened') return row.openedAt;
  return null;
}

/** Each recipient of an issue and how far they got (delivered, opened, downloaded, acknowledged), by state. */
export function RecipientsDrawer({ issue, onClose }: { issue: DiskIssueSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<DiskRecipientStateValue | 'all'>('all');
  const [current, setCurrent] = useState(1);
  const list = useRecipients(issue?.id ?? null, state === 'all' ? undefined : state, current);
  const locale = currentLocale();
  return (
    <Drawer
      open={issue !== null}
      onClose={onClose}
      size="large"
      title={issue ? t('disk.distributed.recipientList.title', { title: issueTitle(t, issue) }) : ''}
      destroyOnHidden
    >
      <Segmented<DiskRecipientStateValue | 'all'>
        style={{ marginBottom: 12 }}
        value={state}
        onChange={(value) => {
          setState(value);
          setCurrent(1);
        }}
        options={[{ value: 'all', label: t('disk.distributed.recipientList.all') }, ...DiskRecipientState.options(locale)]}
        data-testid="disk-recipient-state"
      />
      <ManagedTable<DiskIssueRecipient>
        list={list}
        rowKey="userId"
        testId="disk-recipients"
        empty={t('disk.distributed.recipientList.empty')}
        paging={{ current, pageSize: ISSUE_PAGE_SIZE, onChange: setCurrent, totalText: (total) => t('disk.common.total', { total }) }}
        columns={[
          { title: t('disk.distributed.recipientList.columns.name'), dataIndex: 'name' },
          { title: t('disk.distributed.recipientList.columns.unit'), dataIndex: 'unitName' },
          {
            title: t('disk.distributed.recipientList.columns.state'),
            dataIndex: 'state',
            width: 100,
            render: (value: DiskRecipientStateValue) => <Tag color={STATE_COLORS[value]}>{DiskRecipientState.label(value, locale)}</Tag>,
          },
          {
            title: t('disk.distributed.recipientList.columns.time'),
            key: 'time',
            width: 150,
            render: (_, row) => formatDateTime(reachedAt(row)),
          },
        ]}
      />
    </Drawer>
  );
}
