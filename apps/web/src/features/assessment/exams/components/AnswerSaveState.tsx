import { CheckCircleOutlined, CloudSyncOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnswerSaveStatus } from '../model/use-answer-saver';

/**
 * Where the current question's answer stands: not answered yet, waiting, saving, saved, or not saved (kept on the page
 * and tried again, with a button to try now). A polite live region, so a screen reader hears a failure.
 */
export function AnswerSaveState({ status, onRetry }: { status: AnswerSaveStatus | 'none'; onRetry: () => void }) {
  const { t } = useTranslation();
  const shown = {
    none: { icon: null, type: 'secondary' as const, text: t('assessmentExams.save.none') },
    pending: { icon: <CloudSyncOutlined />, type: 'secondary' as const, text: t('assessmentExams.save.pending') },
    saving: { icon: <LoadingOutlined />, type: 'secondary' as const, text: t('assessmentExams.save.saving') },
    saved: { icon: <CheckCircleOutlined />, type: 'success' as const, text: t('assessmentExams.save.saved') },
    failed: { icon: <ExclamationCircleOutlined />, type: 'danger' as const, text: t('assessmentExams.save.failed') },
  }[status];
  return (
    <Flex align="center" gap={8} wrap data-testid="answer-save-state" data-status={status}>
      <Typography.Text type={shown.type} role="status" aria-live="polite">
        {shown.icon} {shown.text}
      </Typography.Text>
      {status === 'failed' && (
        <Button size="small" onClick={onRetry} data-testid="answer-retry">
          {t('assessmentExams.save.retryNow')}
        </Button>
      )}
    </Flex>
  );
}
