import type { AssignmentFile } from '@yanxiu/contract/assessment-assignments';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadableFiles } from '@/shared/ui/DownloadableFiles';
import { downloadAssignmentFile } from '../api/files';

/** An assignment's attachments or a submission's files, each a download button read through the assignment; "no files" when there are none. */
export function FileList({ files, assignmentId, testId }: { files: readonly AssignmentFile[]; assignmentId: number; testId: string }) {
  const { t } = useTranslation();
  if (files.length === 0) return <Typography.Text type="secondary">{t('assessmentAssignments.common.noFiles')}</Typography.Text>;
  return (
    <DownloadableFiles
      files={files.map((file) => ({ ...file, missing: false }))}
      download={(id) => downloadAssignmentFile(id, assignmentId)}
      downloadLabel={(file) => t('assessmentAssignments.common.download', { name: file.name })}
      missingLabel={(file) => t('assessmentAssignments.common.missingFile', { name: file.name })}
      nameWidth={240}
      testId={testId}
    />
  );
}
