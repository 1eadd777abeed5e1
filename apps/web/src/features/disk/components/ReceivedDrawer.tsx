import { CheckOutlined, DownloadOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Flex, List, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useAcknowledgeIssue, useReceivedDetail, useSaveCopies } from '../api/received';
import { formatBytes } from '../model/bytes';
import { FileIcon } from './FileIcon';
import { FolderPicker } from './FolderPicker';
import { issueTitle } from '../model/issue-title';

/** One issue to me: its message, resources (preview, download), acknowledging it and saving copies to my disk. */
export function ReceivedDrawer({ issueId, onClose }: { issueId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const detail = useReceivedDetail(issueId);
  const acknowledge = useAcknowledgeIssue();
  const save = useSaveCopies();
  const [folderId, setFolderId] = useState<number | null>(null);
  const data = detail.data;

  const handleSave = async () => {
    if (!data) return;
    try {
      const saved = await save.mutateAsync({ issueId: data.id, resourceIds: data.items.map((item) => item.id), folderId });
      notifier().success(t('disk.received.saved', { count: saved.resourceIds.length }));
    } catch {
      // The request layer has shown why.
    }
  };

  let body;
  if (detail.isError) body = <RetryAlert onRetry={() => void detail.refetch()} />;
  else if (!data) body = <Skeleton active />;
  else
    body = (
      <Flex vertical gap={16} data-testid="disk-received-detail">
        <Typography.Text type="secondary">
          {t('disk.received.from', { unit: data.senderUnitName, name: data.senderName, time: formatDateTime(data.issuedAt) })}
        </Typography.Text>
        {data.message && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{data.message}</Typography.Paragraph>}
        {data.requiresAck &&
          (data.acknowledgedAt ? (
            <Alert
              type="success"
              showIcon
              title={t('disk.received.acknowledgedAt', { time: formatDateTime(data.acknowledgedAt) })}
              data-testid="disk-received-acknowledged"
            />
          ) : (
            <Alert
              type="warning"
              showIcon
              title={
                data.ackDeadline ? t('disk.received.deadline', { time: formatDateTime(data.ackDeadline) }) : t('disk.received.needsAck')
              }
              action={
                <Button
                  type="primary"
                  size="small"
                  icon={<CheckOutlined />}
                  loading={acknowledge.isPending}
                  onClick={() => acknowledge.mutate(data.id)}
                  data-testid="disk-received-acknowledge"
                >
                  {t('disk.received.acknowledge')}
                </Button>
              }
            />
          ))}
        <List
          header={<Typography.Text strong>{t('disk.received.items')}</Typography.Text>}
          dataSource={data.items}
          data-testid="disk-received-items"
          renderItem={(item) => (
            <List.Item
              key={item.id}
              actions={[
                <Link key="preview" to={`/disk/detail/${item.id}?issue=${data.id}`}>
                  <Button size="small" type="link" icon={<EyeOutlined />}>
                    {t('disk.received.preview')}
                  </Button>
                </Link>,
                <a key="download" href={item.links.downloadUrl} download={item.fileName}>
                  <Button size="small" type="link" icon={<DownloadOutlined />}>
                    {t('disk.received.download')}
                  </Button>
                </a>,
              ]}
            >
              <List.Item.Meta
                avatar={<FileIcon kind={item.previewKind} style={{ fontSize: 20 }} />}
                title={item.title}
                description={`${item.fileName} · ${formatBytes(item.size, locale)}`}
              />
            </List.Item>
          )}
        />
        <Space wrap>
          <div style={{ minWidth: 220 }}>
            <FolderPicker value={folderId} onChange={setFolderId} ariaLabel={t('disk.upload.folder')} />
          </div>
          <Button icon={<SaveOutlined />} loading={save.isPending} onClick={() => void handleSave()} data-testid="disk-received-save">
            {t('disk.received.saveCopy')}
          </Button>
        </Space>
      </Flex>
    );

  return (
    <Drawer open={issueId !== null} onClose={onClose} size="large" title={data ? issueTitle(t, data) : ''} destroyOnHidden>
      {body}
    </Drawer>
  );
}
