import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A read of the configuration failed: say so, and offer to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('errors.generic')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
