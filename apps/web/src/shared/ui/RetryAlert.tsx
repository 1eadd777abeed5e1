import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A read failed: say so (the generic message unless told) and offer to try again. The request layer has said why. */
export function RetryAlert({ title, onRetry }: { title?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title ?? t('errors.generic')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
