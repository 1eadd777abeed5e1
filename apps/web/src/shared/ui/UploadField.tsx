import './field-texts';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { FilePurpose, StoredFileInfo } from '@yanxiu/contract/files';
import { Button, Flex, Progress, Typography, Upload, type UploadProps } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadStoredFile } from '@/shared/files/upload-stored-file';
import { notifier } from '@/shared/request/notifier';

/** An upload under way: the file's name and the percentage sent. */
export type UploadState = { name: string; percent: number };

/**
 * One upload at a time with progress and cancel. Resolves with the stored file, or null when cancelled or failed
 * (the request layer has already shown why it failed). An upload still running when the component goes is aborted.
 */
export function useUpload(purpose: FilePurpose, onBusyChange?: (busy: boolean) => void) {
  const [state, setState] = useState<UploadState | null>(null);
  const controller = useRef<AbortController | null>(null);
  const busyCallback = useRef(onBusyChange);
  busyCallback.current = onBusyChange;

  useEffect(() => () => controller.current?.abort(), []);

  const start = async (file: File): Promise<StoredFileInfo | null> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ name: file.name, percent: 0 });
    busyCallback.current?.(true);
    try {
      return await uploadStoredFile(purpose, file, {
        onProgress: (percent) => setState({ name: file.name, percent }),
        signal: current.signal,
      });
    } catch {
      return null;
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setState(null);
        busyCallback.current?.(false);
      }
    }
  };

  return { uploading: state, start, cancel: () => controller.current?.abort() };
}

/** antd Upload's customRequest for `purpose`: the upload with its progress; removing the file aborts it. */
function sendTo(purpose: FilePurpose): NonNullable<UploadProps<StoredFileInfo>['customRequest']> {
  return ({ file, onProgress, onSuccess, onError }) => {
    const controller = new AbortController();
    uploadStoredFile(purpose, file as Blob, { onProgress: (percent) => onProgress?.({ percent }), signal: controller.signal }).then(
      (stored) => onSuccess?.(stored),
      (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))),
    );
    return { abort: () => controller.abort() };
  };
}

/** One file, chosen and uploaded with a progress bar and a cancel button (videos can take minutes). */
export type SingleUploadProps = {
  multiple?: false;
  purpose: FilePurpose;
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

/**
 * Several files in antd's list, each with its progress; removing one aborts its upload. The list (`fileList`,
 * `onChange`) is the caller's, or the form item's that holds it; `children` is the choose button.
 */
export type ListUploadProps = { multiple: true; purpose: FilePurpose; children: ReactNode } & Omit<
  UploadProps<StoredFileInfo>,
  'multiple' | 'customRequest' | 'children'
>;

export type UploadFieldProps = SingleUploadProps | ListUploadProps;

/** The one upload field: files go through the request layer's uploader (appId, token, progress, cancel). */
export function UploadField(props: UploadFieldProps) {
  if (props.multiple) {
    const { multiple: _multiple, purpose, children, ...upload } = props;
    return (
      <Upload<StoredFileInfo> customRequest={sendTo(purpose)} multiple {...upload}>
        {children}
      </Upload>
    );
  }
  return <SingleUpload {...props} />;
}

function SingleUpload({ purpose, accept, fileName, chooseLabel, onChosen, onUploaded, onBusyChange, disabled, testId }: SingleUploadProps) {
  const { t } = useTranslation();
  const { uploading, start, cancel } = useUpload(purpose, onBusyChange);

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
          <Progress
            percent={uploading.percent}
            size="small"
            style={{ flex: 1, margin: 0 }}
            aria-label={t('fields.upload.progress', { percent: uploading.percent })}
          />
          <Button
            size="small"
            onClick={() => {
              cancel();
              notifier().warning(t('fields.upload.cancelled'));
            }}
            data-testid={`${testId}-cancel`}
          >
            {t('fields.upload.cancel')}
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
          {fileName ? t('fields.upload.replace') : chooseLabel}
        </Button>
      </Upload>
    </Flex>
  );
}
