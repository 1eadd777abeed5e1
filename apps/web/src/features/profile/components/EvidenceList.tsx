import { PaperClipOutlined } from '@ant-design/icons';
import type { ProfileEvidenceFile } from '@yanxiu/contract/profile';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/shared/request/file-transfer';
import { downloadEvidence } from '../api/download-evidence';

/** A record's evidence, each file downloadable (the download carries the token, so buttons, not plain links). */
export function EvidenceList({ evidence, empty = true }: { evidence: readonly ProfileEvidenceFile[]; empty?: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const open = async (file: ProfileEvidenceFile) => {
    setBusy(file.id);
    try {
      const { blob, fileName } = await downloadEvidence(file.id);
      saveBlob(blob, fileName ?? file.name);
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(null);
    }
  };
  if (evidence.length === 0) return empty ? <Typography.Text type="secondary">{t('profile.record.noEvidence')}</Typography.Text> : null;
  return (
    <Flex wrap gap={4} align="center">
      {evidence.map((file) =>
        file.missing ? (
          <Tag key={file.id}>{t('profile.record.evidenceMissing')}</Tag>
        ) : (
          <Button
            key={file.id}
            type="link"
            size="small"
            icon={<PaperClipOutlined />}
            style={{ paddingInline: 0, maxWidth: '100%' }}
            loading={busy === file.id}
            aria-label={t('profile.record.download', { name: file.name })}
            onClick={() => void open(file)}
            data-testid="evidence-file"
          >
            <Typography.Text ellipsis style={{ maxWidth: 240, color: 'inherit' }}>
              {file.name}
            </Typography.Text>
          </Button>
        ),
      )}
    </Flex>
  );
}
