import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import type { TopicShareFile } from '@yanxiu/contract/topic-share';
import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { apiUrl } from '@/shared/request/request';

/** A file size for people: KB under a megabyte, else MB, in the page's language. */
function fileSize(bytes: number, locale: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: megabytes ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(
    megabytes ? bytes / (1024 * 1024) : Math.max(bytes / 1024, 0.1),
  );
}

/** The files the host made public: plain links (no session needed), each named for screen readers. */
export function PublicFiles({ applyId, files }: { applyId: string; files: TopicShareFile[] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('topicShare.page.filesCount', { count: files.length })}</Typography.Paragraph>
      <List
        size="small"
        bordered
        dataSource={files}
        data-testid="topic-share-files"
        renderItem={(file) => (
          <List.Item extra={<Typography.Text type="secondary">{fileSize(file.size, locale)}</Typography.Text>}>
            <a
              href={apiUrl(fillPath(ApiPaths.topicShareFile, { applyId, fileId: file.id }))}
              download={file.name}
              aria-label={t('topicShare.page.download', { name: file.name })}
              style={{ overflowWrap: 'anywhere' }}
            >
              {file.name}
            </a>
          </List.Item>
        )}
      />
    </>
  );
}
