import type { TopicFile } from '@yanxiu/contract/topic';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadableFiles } from '@/shared/ui/DownloadableFiles';
import { downloadTopicFile } from '../../api/teacher/download-file';

/**
 * A topic's files (application attachments, stage documents, a record's files) as download buttons, read through the
 * topic so members and reviewers get the host's files too; a line when there are none.
 */
export function FileNames({
  applyId,
  files,
  testId,
}: {
  applyId: number;
  files: readonly Pick<TopicFile, 'id' | 'name'>[];
  testId: string;
}) {
  const { t } = useTranslation();
  if (files.length === 0)
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('topicTeacher.files.none')}
      </Typography.Text>
    );
  return (
    <div data-testid={testId}>
      <DownloadableFiles
        files={files.map((file) => ({ ...file, missing: false }))}
        download={(fileId) => downloadTopicFile(applyId, fileId)}
        downloadLabel={(file) => t('topicTeacher.files.download', { name: file.name })}
        missingLabel={(file) => file.name}
        nameWidth={240}
        testId="topic-file"
      />
    </div>
  );
}
