import type { TopicFile } from '@yanxiu/contract/topic';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadableFiles } from '@/shared/ui/DownloadableFiles';
import { downloadTopicFile } from '../../api/manage/download-file';

/** A topic's files as download buttons (named in the active language for screen readers), or a note when there are none. */
export function TopicFiles({ files, testId }: { files: readonly TopicFile[]; testId: string }) {
  const { t } = useTranslation();
  if (files.length === 0) return <Typography.Text type="secondary">{t('topicManage.topic.noFiles')}</Typography.Text>;
  return (
    <DownloadableFiles
      files={files.map((file) => ({ ...file, missing: false }))}
      download={downloadTopicFile}
      downloadLabel={(file) => t('topicManage.topic.download', { name: file.name })}
      missingLabel={(file) => t('topicManage.topic.missing', { name: file.name })}
      nameWidth={280}
      testId={testId}
    />
  );
}
