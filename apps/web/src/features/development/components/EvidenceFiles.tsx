import type { ApplyDetail } from '@yanxiu/contract/development-apply';
import { Button, Descriptions, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { EvidencePreview, type EvidenceFileInfo } from './EvidencePreview';

/** Bytes as people read them. */
function formatSize(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

/** The evidence of an application per condition, each file previewable in the browser. */
export function EvidenceFiles({ detail }: { detail: Pick<ApplyDetail, 'conditions' | 'evidence'> }) {
  const { t } = useTranslation();
  const en = currentLocale() === 'en-US';
  const [open, setOpen] = useState<EvidenceFileInfo | null>(null);
  const withFiles = detail.evidence.filter((entry) => entry.files.length > 0);
  if (withFiles.length === 0) return <Typography.Text type="secondary">{t('development.files.none')}</Typography.Text>;
  return (
    <>
      <Descriptions column={1} size="small" bordered data-testid="evidence-files">
        {withFiles.map((entry) => {
          const condition = detail.conditions.find((item) => item.code === entry.conditionCode);
          const label = condition ? (en ? condition.nameEn : condition.name) : entry.conditionCode;
          return (
            <Descriptions.Item key={entry.conditionCode} label={label}>
              <Space orientation="vertical" size={4}>
                {entry.files.map((file) =>
                  file.missing ? (
                    // Deleted by its owner since it was submitted: named as it was, so nobody takes it for one never sent.
                    <Space key={file.id} wrap data-testid="evidence-missing">
                      <Typography.Text delete type="secondary">
                        {file.name || t('development.files.unnamed')}
                      </Typography.Text>
                      <Tag color="default">{t('development.files.missing')}</Tag>
                    </Space>
                  ) : (
                    <Space key={file.id} wrap>
                      <Typography.Text>{file.name}</Typography.Text>
                      <Typography.Text type="secondary">{formatSize(file.size)}</Typography.Text>
                      <Button size="small" type="link" onClick={() => setOpen(file)} data-testid="evidence-preview-button">
                        {t('development.files.preview')}
                      </Button>
                    </Space>
                  ),
                )}
              </Space>
            </Descriptions.Item>
          );
        })}
      </Descriptions>
      <EvidencePreview file={open} onClose={() => setOpen(null)} />
    </>
  );
}
