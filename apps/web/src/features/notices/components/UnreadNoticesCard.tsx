import '../i18n/register';
import { Card, List, Skeleton, Typography } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '@/shared/format/date';
import { ActionLink } from '@/shared/ui/ActionLink';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useNoticeUnread } from '../api/get-unread';
import { UNREAD_CARD_SIZE, useNotices } from '../api/list-notices';

/** For the home page: how many notices are unread and the first few of them (the list puts unread first). */
export function UnreadNoticesCard({ limit = UNREAD_CARD_SIZE }: { limit?: number }) {
  const { t } = useTranslation();
  // Deferred: when the data arrives, the card renders in the background in slices instead of in the one long task
  // a query's answer otherwise runs on a phone (issue 19).
  const unread = useDeferredValue(useNoticeUnread());
  const list = useDeferredValue(useNotices({ current: 1, size: limit }));
  const rows = (list.data?.records ?? []).filter((notice) => !notice.read);
  let body;
  if (unread.isError || list.isError) body = <RetryAlert onRetry={() => void Promise.all([unread.refetch(), list.refetch()])} />;
  else if (unread.isLoading || list.isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (rows.length === 0) body = <Typography.Text type="secondary">{t('notices.home.none')}</Typography.Text>;
  else
    body = (
      <List
        size="small"
        dataSource={rows}
        renderItem={(notice) => (
          <List.Item key={notice.id} extra={<Typography.Text type="secondary">{formatDay(notice.publishAt)}</Typography.Text>}>
            <Link to={`/noticeDetail?id=${notice.id}`}>{notice.title}</Link>
          </List.Item>
        )}
      />
    );
  return (
    <Card
      size="small"
      title={unread.data ? `${t('notices.home.title')} · ${t('notices.home.count', { count: unread.data.unread })}` : t('notices.home.title')}
      extra={<ActionLink to="/noticeList">{t('notices.home.more')}</ActionLink>}
      data-testid="home-unread-notices"
    >
      {body}
    </Card>
  );
}
