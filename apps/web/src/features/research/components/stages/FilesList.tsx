import { useTranslation } from 'react-i18next';
import { DownloadableFiles } from '@/shared/ui/DownloadableFiles';
import { downloadResearchFile, type FileSource } from '../../api/download-file';

/** Files of a stage, a post, a hand-in, a summary or a group, each a download button. */
export function FilesList({
  files,
  source,
  testId,
}: {
  files: ReadonlyArray<{ id: string; name: string }>;
  source: FileSource;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <DownloadableFiles
      files={files.map((file) => ({ ...file, missing: false }))}
      download={(id) => downloadResearchFile(id, source)}
      downloadLabel={(file) => t('research.stage.download', { name: file.name })}
      missingLabel={(file) => file.name}
      nameWidth={220}
      testId={testId}
    />
  );
}
