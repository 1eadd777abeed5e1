import './i18n/growth-file.register';
import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/shared/request/file-transfer';
import { notifier } from '@/shared/request/notifier';
import { downloadGrowthFile } from './download-growth-file';

/** One click: the growth file as a PDF, the signed-in teacher's own or (staff) the teacher of `userId`. */
export function GrowthFileButton({ userId }: { userId?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const handleClick = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadGrowthFile(userId);
      saveBlob(blob, fileName ?? 'growth-file.pdf');
      notifier().success(t('growthFile.downloaded'));
    } catch {
      // The request layer has already said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={t('growthFile.downloadHint')}>
      <Button icon={<FilePdfOutlined />} loading={busy} onClick={() => void handleClick()} data-testid="growth-file-download">
        {t('growthFile.download')}
      </Button>
    </Tooltip>
  );
}
