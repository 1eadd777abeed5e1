import type { ProfileEvidenceFile } from '@yanxiu/contract/profile';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadableFiles } from '@/shared/ui/DownloadableFiles';
import { downloadEvidence } from '../api/download-evidence';

/** A record's evidence, each file downloadable; without any, a note (or nothing when `empty` is false). */
export function EvidenceList({ evidence, empty = true }: { evidence: readonly ProfileEvidenceFile[]; empty?: boolean }) {
  const { t } = useTranslation();
  if (evidence.length === 0) return empty ? <Typography.Text type="secondary">{t('profile.record.noEvidence')}</Typography.Text> : null;
  return (
    <DownloadableFiles
      files={evidence}
      download={downloadEvidence}
      downloadLabel={(file) => t('profile.record.download', { name: file.name })}
      missingLabel={() => t('profile.record.evidenceMissing')}
      nameWidth={240}
      testId="evidence-file"
    />
  );
}
