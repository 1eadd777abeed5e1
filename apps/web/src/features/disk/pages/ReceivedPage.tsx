import '../i18n/disk.register';
import type { DiskReceivedItem } from '@yanxiu/contract/disk';
import { DiskLimits } from '@yanxiu/contract/limits';
import { Button, Empty, List, Pagination, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { BoundedText } from '@/shared/ui/BoundedText';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { RECEIVED_PAGE_SIZE, useReceived } from '../api/received';
import { ReceivedDrawer } from '../components/ReceivedDrawer';
import { usePageCursors } from '../model/use-page-cursors';
import { issueTitle } from '../model/issue-title';

/** An issue's title as a list shows it: its resource's title, or "title and n more". */
const TITLE_SHOWN = 160;

function ReceivedTags({ item }: { item: DiskReceivedItem }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      {!item.openedAt && <Tag color="red">{t('disk.received.unread')}</Tag>}
      {item.requiresAck && !item.acknowledgedAt && <Tag color="orange">{t('disk.received.needsAck')}</Tag>}
      {item.acknowledgedAt && <Tag color="green">{t('disk.received.acknowledged')}</Tag>}
    </Space>
  );
}

/** /disk/received: resources issued to me (or my school), unread first; open, acknowledge, save a copy. */
export default function ReceivedPage() {
  const { t } = useTranslation();
  const paging = usePageCursors();
  const list = useReceived(paging.filter);
  paging.remember(list.data);
  const [open, setOpen] = useState<number | null>(null);
  const rows = list.data?.records ?? [];

  let body;
  if (list.isError) body = <RetryAlert onRetry={() => void list.refetch()} />;
  else if (!list.isLoading && rows.length === 0) body = <Empty description={t('disk.received.empty')} data-testid="disk-received-empty" />;
  else
    body = (
      <>
        <List
          loading={list.isLoading}
          dataSource={rows}
          data-testid="disk-received"
          renderItem={(item) => (
            <List.Item
              key={item.id}
              data-testid={`disk-received-${item.id}`}
              data-read={String(item.openedAt !== null)}
              actions={[
                <Button key="open" type="link" onClick={() => setOpen(item.id)} data-testid={`disk-received-open-${item.id}`}>
                  {t('disk.received.open')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space wrap size={4}>
                    <Typography.Text strong={!item.openedAt}>
                      <BoundedText text={issueTitle(t, item)} max={TITLE_SHOWN} lines={2} />
                    </Typography.Text>
                    <ReceivedTags item={item} />
                  </Space>
                }
                description={
                  <>
                    {item.message && (
                      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                        <BoundedText text={item.message} max={DiskLimits.issueMessage} lines={2} />
                      </Typography.Paragraph>
                    )}
                    <Typography.Text type="secondary">
                      {t('disk.received.from', { unit: item.senderUnitName, name: item.senderName, time: formatDateTime(item.issuedAt) })}
                    </Typography.Text>
                    {item.ackDeadline && !item.acknowledgedAt && (
                      <Typography.Text type="warning" style={{ display: 'block' }}>
                        {t('disk.received.deadline', { time: formatDateTime(item.ackDeadline) })}
                      </Typography.Text>
                    )}
                  </>
                }
              />
            </List.Item>
          )}
        />
        {(list.data?.total ?? 0) > RECEIVED_PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 16, textAlign: 'right' }}
            current={paging.filter.current}
            pageSize={RECEIVED_PAGE_SIZE}
            total={list.data?.total ?? 0}
            showSizeChanger={false}
            showTotal={(total) => paging.totalText(t, total, list.data)}
            onChange={paging.go}
          />
        )}
      </>
    );

  return (
    <PageFrame title={t('routes.diskReceived')}>
      {body}
      <ReceivedDrawer issueId={open} onClose={() => setOpen(null)} />
    </PageFrame>
  );
}
