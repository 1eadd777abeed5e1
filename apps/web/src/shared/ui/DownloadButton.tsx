import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { saveBlob } from '@/shared/request/file-transfer';

export type DownloadButtonProps = {
  /** Fetches the file through the request layer (token, tenant, error messages). */
  download: () => Promise<{ blob: Blob; fileName: string | null }>;
  /** The name to save under when the server gives none. */
  fallbackName: string;
  children: ReactNode;
  testId: string;
} & Pick<ButtonProps, 'size' | 'type' | 'aria-label' | 'disabled'>;

/** A button that downloads a file (an export, a PDF) and saves it under the server's name; busy while it runs. */
export function DownloadButton({ download, fallbackName, children, testId, ...button }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await download();
      saveBlob(blob, fileName ?? fallbackName);
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid={testId} {...button}>
      {children}
    </Button>
  );
}
