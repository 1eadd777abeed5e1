import { PaperClipOutlined } from '@ant-design/icons';
import type { TopicFile } from '@yanxiu/contract/topic';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A topic's files by name (application attachments, stage documents, a record's files); a line when there are none. */
export function FileNames({ files, testId }: { files: readonly Pick<TopicFile, 'id' | 'name'>[]; testId: string }) {
  const { t } = useTranslation();
  if (files.length === 0) return <Typography.Text type="secondary" data-testid={testId}>{t('topicTeacher.files.none')}</Typography.Text>;
  return (
    <Flex wrap gap={4} data-testid={testId}>
      {files.map((file) => (
        <Tag key={file.id} icon={<PaperClipOutlined />} style={{ maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis' }} title={file.name}>
          {file.name}
        </Tag>
      ))}
    </Flex>
  );
}
