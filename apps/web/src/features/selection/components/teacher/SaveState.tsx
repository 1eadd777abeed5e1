import { CheckCircleOutlined, CloudSyncOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import type { DraftSnapshot } from '../../model/teacher/draft-queue';

/**
 * Where the draft stands, always in view while the teacher edits: waiting, saving, saved (when), or not saved yet with
 * the count of edits kept and a button to try again now. A live region, so a screen reader hears a failure.
 */
export function SaveState({ snapshot, onRetry }: { snapshot: DraftSnapshot; onRetry: () => void }) {
  const { t } = useTranslation();
  const { status, savedAt, unsent } = snapshot;
  let icon = null;
  let text: string;
  let type: 'secondary' | 'success' | 'warning' | 'danger' = 'secondary';
  if (status === 'saving') {
    icon = <LoadingOutlined />;
    text = t('selectionTeacher.save.saving');
  } else if (status === 'pending') {
    icon = <CloudSyncOutlined />;
    text = t('selectionTeacher.save.pending');
  } else if (status === 'retrying') {
    icon = <ExclamationCircleOutlined />;
    type = 'warning';
    text = t('selectionTeacher.save.retrying', { count: unsent });
  } else if (status === 'failed') {
    icon = <ExclamationCircleOutlined />;
    type = 'danger';
    text = t('selectionTeacher.save.failed', { count: unsent });
  } else if (status === 'saved' && savedAt !== null) {
    icon = <CheckCircleOutlined />;
    type = 'success';
    text = t('selectionTeacher.save.saved', { time: formatDateTime(new Date(savedAt)) });
  } else {
    text = t('selectionTeacher.save.idle');
  }
  return (
    <Flex align="center" gap={8} wrap data-testid="save-state" data-status={status}>
      <Typography.Text type={type} role="status" aria-live="polite">
        {icon} {text}
      </Typography.Text>
      {(status === 'retrying' || status === 'failed') && (
        <Button size="small" onClick={onRetry} data-testid="save-retry">
          {t('selectionTeacher.save.retryNow')}
        </Button>
      )}
    </Flex>
  );
}
