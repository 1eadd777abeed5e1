import '../i18n/notices.register';
import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import { Empty, Input, List, Pagination, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { calmMarks } from '@/shared/format/bounded-text';
import { formatDateTime } from '@/shared/format/date';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { NOTICE_PAGE_SIZE, useNotices, type NoticeFilter } from '../api/list-notices';
import { NoticeTags } from '../components/NoticeTags';

/** /noticeList: the notices for the caller, unread first, searchable, paged on the server. */
export default function NoticeListPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<NoticeFilter>({ current: 1 });
  const list = useNotices(filter);
  const rows = list.data?.records ?? [];

  let body;
  if (list.isError) body = <RetryAlert onRetry={() => void list.refetch()} />;
  else if (!list.isLoading && rows.length === 0)
    body = <Empty description={filter.keyword ? t('notices.list.emptySearch') : t('notices.list.empty')} data-testid="notices-empty" />;
  else
    body = (
      <>
        <List
          loading={list.isLoading}
          dataSource={rows}
          data-testid="notice-list"
          renderItem={(notice) => (
            <List.Item key={notice.id} data-testid={`notice-${notice.id}`} data-read={String(notice.read)}>
              <List.Item.Meta
                title={
                  <Space wrap size={4}>
                    <Link to={`/noticeDetail?id=${notice.id}`} style={{ fontWeight: notice.read ? 'normal' : 600 }}>
                      {notice.title}
                    </Link>
                    <NoticeTags notice={notice} />
                  </Space>
                }
                description={
                  <>
                    <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 4 }}>
                      {calmMarks(notice.summary)}
                    </Typography.Paragraph>
                    <Typography.Text type="secondary">
                      {t('notices.list.publishedBy', { unit: notice.publisherUnitName, time: formatDateTime(notice.publishAt) })}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
        {/* Its total once the list has answered, never "0" while it is on its way (issue 39). */}
        {list.data && (
          <Pagination
            style={{ marginTop: 16, textAlign: 'right' }}
            current={filter.current}
            pageSize={NOTICE_PAGE_SIZE}
            total={list.data.total}
            showSizeChanger={false}
            showTotal={(total) => t('notices.list.total', { total })}
            onChange={(current) => setFilter((previous) => ({ ...previous, current }))}
          />
        )}
      </>
    );
  return (
    <PageFrame title={t('routes.noticeList')}>
      <Input.Search
        allowClear
        maxLength={KEYWORD_MAX}
        style={{ maxWidth: 360, marginBottom: 16 }}
        placeholder={t('notices.list.search')}
        aria-label={t('notices.list.search')}
        enterButton={t('notices.list.searchButton')}
        onSearch={(keyword) => setFilter({ current: 1, keyword: keyword.trim() || undefined })}
        data-testid="notice-search"
      />
      {body}
    </PageFrame>
  );
}
