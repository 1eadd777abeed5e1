import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/shared/request/file-transfer';
import { UploadField } from '@/shared/ui/UploadField';
import { downloadValueFile } from '../../api/teacher/download-file';
import { ITEM_LIMITS, type DraftFile } from '../../model/teacher/item-drafts';

/** The contract's evidence types, for the file chooser. */
const EVIDENCE_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt';

export type FileValueProps = {
  files: DraftFile[];
  readOnly: boolean;
  onChange?: (files: DraftFile[]) => void;
  testId: string;
};

/** A file indicator: the files given (each downloadable, removable while editing) and a button adding one more. */
export function FileValue({ files, readOnly, onChange, testId }: FileValueProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const open = async (file: DraftFile) => {
    setBusy(file.id);
    try {
      const { blob, fileName } = await downloadValueFile(file.id);
      saveBlob(blob, fileName ?? file.name);
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(null);
    }
  };
  const full = files.length >= ITEM_LIMITS.files;
  return (
    <Flex vertical gap={4} data-testid={testId}>
      {files.length === 0 && readOnly && <Typography.Text type="secondary">{t('selectionTeacher.item.noValue')}</Typography.Text>}
      {files.map((file) => (
        <Flex key={file.id} align="center" gap={4} wrap={false} style={{ minWidth: 0 }}>
          {file.missing ? (
            <Tag>{t('selectionTeacher.item.fileMissing')}</Tag>
          ) : (
            <Button
              type="link"
              size="small"
              icon={<PaperClipOutlined />}
              style={{ paddingInline: 0, minWidth: 0, maxWidth: '100%' }}
              loading={busy === file.id}
              aria-label={t('selectionTeacher.item.download', { name: file.name })}
              onClick={() => void open(file)}
            >
              <Typography.Text ellipsis style={{ maxWidth: 240, color: 'inherit' }}>
                {file.name}
              </Typography.Text>
            </Button>
          )}
          {!readOnly && (
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('selectionTeacher.item.removeFile', { name: file.name })}
              onClick={() => onChange?.(files.filter((entry) => entry.id !== file.id))}
            />
          )}
        </Flex>
      ))}
      {!readOnly && (
        <Flex align="center" gap={8} wrap>
          <UploadField
            purpose="evidence"
            accept={EVIDENCE_ACCEPT}
            fileName={null}
            chooseLabel={t('selectionTeacher.item.addFile')}
            disabled={full}
            onUploaded={(stored) => onChange?.([...files, { id: stored.id, name: stored.name, missing: false }])}
            testId={`${testId}-upload`}
          />
          <Typography.Text type="secondary">{t('selectionTeacher.item.filesLimit', { count: ITEM_LIMITS.files })}</Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
