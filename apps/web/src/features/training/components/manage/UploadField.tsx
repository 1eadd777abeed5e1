import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { StoredFileInfo } from '@yanxiu/contract/files';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import type { TrainingFilePurpose } from '../../api/manage-upload';
import { useTrainingUpload } from './use-upload';

export type UploadFieldProps = {
  purpose: TrainingFilePurpose;
  /** The accept attribute of the file chooser. */
  accept: string;
  /** The name of the file already chosen, if any. */
  fileName: string | null;
  chooseLabel: string;
  /** Runs before the upload starts, e.g. to read a video's duration from the chosen file. */
  onChosen?: (file: File) => void | Promise<void>;
  onUploaded: (stored: StoredFileInfo) => void;
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  testId: string;
};

/** Chooses one file and uploads it with a progress bar and a cancel button (videos can take minutes). */
export function UploadField({ purpose, accept, fileName, chooseLabel, onChosen, onUploaded, onBusyChange, disabled, testId }: UploadFieldProps) {
  const { t } = useTranslation();
  const { uploading, start, cancel } = useTrainingUpload(purpose, onBusyChange);

  const handleChoose = async (file: File) => {
    await onChosen?.(file);
    const stored = await start(file);
    if (stored) onUploaded(stored);
  };

  if (uploading)
    return (
      <Flex vertical gap={4} data-testid={`${testId}-progress`}>
        <Typography.Text ellipsis>{uploading.name}</Typography.Text>
        <Flex align="center" gap={8}>
          <Progress percent={uploading.percent} size="small" style={{ flex: 1, margin: 0 }} aria-label={t('trainingManage.common.uploading', { percent: uploading.percent })} />
          <Button
            size="small"
            onClick={() => {
              cancel();
              notifier().warning(t('trainingManage.common.uploadCancelled'));
            }}
            data-testid={`${testId}-cancel`}
          >
            {t('trainingManage.common.cancelUpload')}
          </Button>
        </Flex>
      </Flex>
    );

  return (
    <Flex align="center" gap={8} wrap>
      {fileName && (
        <Typography.Text ellipsis style={{ maxWidth: 260 }} data-testid={`${testId}-name`}>
          <PaperClipOutlined /> {fileName}
        </Typography.Text>
      )}
      <Upload
        accept={accept}
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(file) => {
          void handleChoose(file);
          // The upload is ours (progress, cancel), not antd's.
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled} data-testid={testId}>
          {fileName ? t('trainingManage.common.replaceFile') : chooseLabel}
        </Button>
      </Upload>
    </Flex>
  );
}
