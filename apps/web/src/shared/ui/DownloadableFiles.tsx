import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { saveBlob } from '@/shared/request/file-transfer';

type DownloadableFile = { id: string; name: string; missing: boolean };

type Props<File extends DownloadableFile> = {
  files: readonly File[];
  download: (id: string) => Promise<{ blob: Blob; fileName: string | null }>;
  /** The button's accessible name for one file. */
  downloadLabel: (file: File) => string;
  /** What a file no longer stored shows instead of a button. */
  missingLabel: (file: File) => ReactNode;
  /** The widest a file's name is drawn before it is cut short. */
  nameWidth: number;
  testId: string;
};

/** Files as download buttons (the download carries the token, so buttons, not plain links); a missing file is a plain tag. */
export function DownloadableFiles<File extends DownloadableFile>({
  files,
  download,
  downloadLabel,
  missingLabel,
  nameWidth,
  testId,
}: Props<File>) {
  const [busy, setBusy] = useState<string | null>(null);
  const open = async (file: File) => {
    setBusy(file.id);
    try {
      const { blob, fileName } = await download(file.id);
      saveBlob(blob, fileName ?? file.name);
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Flex wrap gap={4} align="center">
      {files.map((file) =>
        file.missing ? (
          <Tag key={file.id}>{missingLabel(file)}</Tag>
        ) : (
          <Button
            key={file.id}
            type="link"
            size="small"
            icon={<PaperClipOutlined />}
            style={{ paddingInline: 0, maxWidth: '100%' }}
            loading={busy === file.id}
            aria-label={downloadLabel(file)}
            onClick={() => void open(file)}
            data-testid={testId}
          >
            <Typography.Text ellipsis style={{ maxWidth: nameWidth, color: 'inherit' }}>
              {file.name}
            </Typography.Text>
          </Button>
        ),
      )}
    </Flex>
  );
}
