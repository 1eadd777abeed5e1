import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/shared/ui/DownloadButton';

/** Downloads an Excel export, under the server's file name (or `fallbackName`). */
export function ExportButton({
  load,
  fallbackName,
  testId,
  disabled = false,
}: {
  load: () => Promise<{ blob: Blob; fileName: string | null }>;
  fallbackName: string;
  testId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DownloadButton download={load} fallbackName={fallbackName} testId={testId} disabled={disabled}>
      {t('learningHours.common.export')}
    </DownloadButton>
  );
}
