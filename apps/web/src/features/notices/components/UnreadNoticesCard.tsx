import '../i18n/notices.register';
import { Card, Skeleton, Typography } from 'antd';
import { useDeferredValue, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '@/shared/format/date';
import { ActionLink } from '@/shared/ui/ActionLink';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useNoticeUnread } from '../api/get-unread';
import { UNREAD_CARD_SIZE, useNotices } from '../api/list-notices';

// A plain list rather than antd's List: the List brings Pagination, and with it Select and Input, code and styles
// /home would load for nothing else (issue 19). Spaced and divided as antd's small list.
const LIST: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const ROW: CSSProperties = { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 16, padding: '8px 16px' };
const DIVIDED: CSSProperties = { borderTop: '1px solid #f0f0f0' };

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
      <ul style={LIST}>
        {rows.map((notice, index) => (
          <li key={notice.id} style={index === 0 ? ROW : { ...ROW, ...DIVIDED }}>
            <Link to={`/noticeDetail?id=${notice.id}`}>{notice.title}</Link>
            <Typography.Text type="secondary" style={{ flex: 'none' }}>
              {formatDay(notice.publishAt)}
            </Typography.Text>
          </li>
        ))}
      </ul>
    );
  return (
    <Card
      size="small"
      title={
        unread.data ? `${t('notices.home.title')} · ${t('notices.home.count', { count: unread.data.unread })}` : t('notices.home.title')
      }
      extra={<ActionLink to="/noticeList">{t('notices.home.more')}</ActionLink>}
      data-testid="home-unread-notices"
    >
      {body}
    </Card>
  );
}
