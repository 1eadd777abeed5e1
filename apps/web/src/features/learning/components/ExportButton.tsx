import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/shared/request/file-transfer';

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
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await load();
      saveBlob(blob, fileName ?? fallbackName);
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} disabled={disabled} onClick={() => void run()} data-testid={testId}>
      {t('learningHours.common.export')}
    </Button>
  );
}
