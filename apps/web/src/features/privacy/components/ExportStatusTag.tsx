import '../i18n/exports.register';
import type { ExportStatus } from '@yanxiu/contract/privacy-exports';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ExportStatus, string> = {
  queued: 'default',
  preparing: 'processing',
  ready: 'green',
  expired: 'default',
  failed: 'red',
};

/** Where a personal-data copy stands, in the reader's language. */
export function ExportStatusTag({ status }: { status: ExportStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-testid="export-status">
      {t(`privacyExports.status.${status}`)}
    </Tag>
  );
}
