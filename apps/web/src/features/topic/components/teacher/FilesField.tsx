import { UploadOutlined } from '@ant-design/icons';
import type { StoredFileInfo } from '@yanxiu/contract/files';
import { TopicLimits } from '@yanxiu/contract/topic-enums';
import { Button, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadField } from '@/shared/ui/UploadField';

/** A file already uploaded, as the form keeps it (and the tab's copy of the plan with it). */
export type ChosenFile = { id: string; name: string };

export type FilesFieldProps = {
  value?: ChosenFile[];
  onChange?: (files: ChosenFile[]) => void;
  /** Whether an upload is still running (the form waits for it before saving or filing). */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  testId: string;
};

/**
 * Attachments through the shared upload field (own `evidence` uploads, as the topic calls accept): the value holds
 * the files uploaded; those still on their way show with their progress and join the value once stored.
 */
export function FilesField({ value = [], onChange, onBusyChange, disabled, testId }: FilesFieldProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<UploadFile<StoredFileInfo>[]>([]);
  const busy = pending.length > 0;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  const done: UploadFile<StoredFileInfo>[] = value.map((file) => ({ uid: file.id, name: file.name, status: 'done' }));

  return (
    <div data-testid={testId}>
      <UploadField
        multiple
        purpose="evidence"
        disabled={disabled}
        maxCount={TopicLimits.files}
        fileList={[...done, ...pending]}
        onChange={({ fileList }) => {
          const stored = fileList
            .filter((file) => file.status === 'done')
            .map((file) => (file.response ? { id: file.response.id, name: file.response.name } : { id: file.uid, name: file.name }));
          setPending(fileList.filter((file) => file.status === 'uploading'));
          if (stored.map((file) => file.id).join() !== value.map((file) => file.id).join()) onChange?.(stored);
        }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled} data-testid={`${testId}-choose`}>
          {t('topicTeacher.files.choose')}
        </Button>
      </UploadField>
    </div>
  );
}
