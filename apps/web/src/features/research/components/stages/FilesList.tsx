import { useTranslation } from 'react-i18next';
import { DownloadableFiles } from '@/shared/ui/DownloadableFiles';
import { downloadStoredFile } from '../../api/download-file';

/** Files of a stage, a post or a hand-in, each a download button. */
export function FilesList({ files, testId }: { files: ReadonlyArray<{ id: string; name: string }>; testId: string }) {
  const { t } = useTranslation();
  return (
    <DownloadableFiles
      files={files.map((file) => ({ ...file, missing: false }))}
      download={downloadStoredFile}
      downloadLabel={(file) => t('research.stage.download', { name: file.name })}
      missingLabel={(file) => file.name}
      nameWidth={220}
      testId={testId}
    />
  );
}
