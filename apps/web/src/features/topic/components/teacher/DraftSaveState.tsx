import { CheckCircleOutlined, CloudSyncOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import type { DraftState } from './use-draft-save';

/**
 * Where the server draft stands, in view while the teacher types: waiting, saving, saved (when), not savable yet,
 * or failed with a button to try now (what was typed is kept in the tab meanwhile). A live region, so a screen
 * reader hears a failure.
 */
export function DraftSaveState({ state, onRetry }: { state: DraftState; onRetry: () => void }) {
  const { t } = useTranslation();
  const { status, savedAt } = state;
  let icon = null;
  let type: 'secondary' | 'success' | 'danger' = 'secondary';
  let text = t('topicTeacher.save.idle');
  if (status === 'saving') {
    icon = <LoadingOutlined />;
    text = t('topicTeacher.save.saving');
  } else if (status === 'pending') {
    icon = <CloudSyncOutlined />;
    text = t('topicTeacher.save.pending');
  } else if (status === 'incomplete') {
    // Not an error: the tab keeps what is typed until the draft can be saved.
    icon = <ExclamationCircleOutlined />;
    text = t('topicTeacher.save.incomplete');
  } else if (status === 'failed') {
    icon = <ExclamationCircleOutlined />;
    type = 'danger';
    text = t('topicTeacher.save.failed');
  } else if (status === 'saved' && savedAt !== null) {
    icon = <CheckCircleOutlined />;
    type = 'success';
    text = t('topicTeacher.save.saved', { time: formatDateTime(new Date(savedAt)) });
  }
  return (
    <Flex align="center" gap={8} wrap data-testid="draft-state" data-status={status}>
      <Typography.Text type={type} role="status" aria-live="polite">
        {icon} {text}
      </Typography.Text>
      {status === 'failed' && (
        <Button size="small" onClick={onRetry} data-testid="draft-retry">
          {t('topicTeacher.save.retryNow')}
        </Button>
      )}
    </Flex>
  );
}
