import { CheckCircleFilled, PauseOutlined, CaretRightOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { formatBytes } from '../model/bytes';
import { itemPercent, totalPercent, type QueueItem, type UploadState } from '../model/upload-queue';

const STATE_COLORS: Record<UploadState, string> = {
  queued: 'default',
  uploading: 'processing',
  paused: 'warning',
  done: 'success',
  failed: 'error',
};

export type UploadQueueProps = {
  queue: QueueItem[];
  onPause: (key: string) => void;
  onResume: (key: string) => void;
  onRemove: (key: string) => void;
};

/** The chosen files with each one's progress and state and the total across them; pause, resume, retry, remove. */
export function UploadQueue({ queue, onPause, onResume, onRemove }: UploadQueueProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  if (queue.length === 0) return <Typography.Text type="secondary">{t('disk.upload.queueEmpty')}</Typography.Text>;
  const total = totalPercent(queue);
  return (
    <Flex vertical gap={8} data-testid="disk-upload-queue">
      <Flex align="center" gap={12}>
        <Typography.Text strong style={{ flex: '0 0 auto' }}>
          {t('disk.upload.total')}
        </Typography.Text>
        <Progress
          percent={total}
          aria-label={t('disk.upload.total')}
          data-testid="disk-upload-total"
          data-percent={total}
          style={{ flex: 1, margin: 0 }}
        />
      </Flex>
      {queue.map((item) => (
        <Card
          key={item.key}
          size="small"
          data-testid="disk-upload-item"
          data-name={item.name}
          data-state={item.state}
          data-resumed={String(item.resumed)}
        >
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Flex vertical style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Typography.Text ellipsis>
                {item.state === 'done' && <CheckCircleFilled style={{ color: '#52c41a', marginRight: 6 }} aria-hidden />}
                {item.name}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatBytes(item.sent, locale)} / {formatBytes(item.size, locale)}
                {item.resumed ? ` · ${t('disk.upload.resumed')}` : ''}
              </Typography.Text>
            </Flex>
            <Tag color={STATE_COLORS[item.state]}>{t(`disk.upload.state.${item.state}`)}</Tag>
            <Flex gap={4}>
              {(item.state === 'uploading' || item.state === 'queued') && (
                <Button size="small" icon={<PauseOutlined />} onClick={() => onPause(item.key)} data-testid="disk-upload-pause">
                  {t('disk.upload.pause')}
                </Button>
              )}
              {item.state === 'paused' && (
                <Button size="small" icon={<CaretRightOutlined />} onClick={() => onResume(item.key)} data-testid="disk-upload-resume">
                  {t('disk.upload.resume')}
                </Button>
              )}
              {item.state === 'failed' && (
                <Button size="small" icon={<ReloadOutlined />} onClick={() => onResume(item.key)} data-testid="disk-upload-retry">
                  {t('disk.upload.retry')}
                </Button>
              )}
              {item.state === 'done' && item.resourceId !== undefined && (
                <Link to={`/disk/detail/${item.resourceId}`}>
                  <Button size="small">{t('disk.upload.open')}</Button>
                </Link>
              )}
              {item.state !== 'uploading' && item.state !== 'done' && (
                <Button
                  size="small"
                  type="text"
                  icon={<CloseOutlined />}
                  onClick={() => onRemove(item.key)}
                  aria-label={t('disk.upload.remove')}
                />
              )}
            </Flex>
          </Flex>
          <Progress
            percent={itemPercent(item)}
            size="small"
            status={item.state === 'failed' ? 'exception' : item.state === 'done' ? 'success' : 'active'}
            aria-label={item.name}
          />
          {item.error && <Typography.Text type="danger">{item.error}</Typography.Text>}
        </Card>
      ))}
    </Flex>
  );
}
