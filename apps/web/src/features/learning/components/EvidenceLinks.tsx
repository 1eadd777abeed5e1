import type { Declaration } from '@yanxiu/contract/learning-hours';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadEvidence } from '../api/download-evidence';
import { saveBlob } from '@/shared/request/file-transfer';

/** A declaration's evidence, each file downloadable (the download carries the token, so buttons, not plain links). */
export function EvidenceLinks({ evidence }: { evidence: Declaration['evidence'] }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const open = async (file: Declaration['evidence'][number]) => {
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
  return (
    <Space orientation="vertical" size={0}>
      {evidence.map((file) =>
        file.missing ? (
          <Space key={file.id} size={4}>
            <Typography.Text delete type="secondary">
              {file.name}
            </Typography.Text>
            <Tag>{t('learningHours.queue.evidenceMissing')}</Tag>
          </Space>
        ) : (
          <Button
            key={file.id}
            type="link"
            size="small"
            style={{ padding: 0 }}
            loading={busy === file.id}
            onClick={() => void open(file)}
            data-testid="evidence-link"
          >
            {file.name}
          </Button>
        ),
      )}
    </Space>
  );
}
