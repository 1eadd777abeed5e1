import '../i18n/notifications.register';
import { NOTIFICATION_KINDS, type NotificationItem, type NotificationKind } from '@yanxiu/contract/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Checkbox, Empty, Flex, List, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatDay } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useMarkRead, useNotifications } from '../api/notifications-api';
import { ChannelPreferences } from '../components/ChannelPreferences';

const PAGE_SIZE = 10;

/** Parameters that are calendar days (a stage's due day, a notice period's last day): written as the reader's language writes a day. */
const DAY_PARAMS = ['dueOn', 'noticeEndsOn'] as const;

/**
 * The notification's sentence in the reader's language, the workflow named from the catalogue when there is one; a
 * review outcome its workflow words on its own (a topic is approved, a stage filing accepted, a conclusion concluded)
 * reads that way.
 */
function useSentence() {
  const { t, i18n } = useTranslation();
  return (item: NotificationItem) => {
    const workflow = typeof item.params.workflow === 'string' ? item.params.workflow : undefined;
    const outcome = workflow ? `notifications.outcome.${workflow}.${item.kind}` : null;
    if (outcome && i18n.exists(outcome)) return t(outcome);
    const title =
      workflow && i18n.exists(`notifications.workflow.${workflow}`)
        ? t(`notifications.workflow.${workflow}`)
        : String(item.params.title ?? '');
    const days = Object.fromEntries(
      DAY_PARAMS.filter((key) => typeof item.params[key] === 'string').map((key) => [key, formatDay(String(item.params[key]))]),
    );
    return t(`notifications.kind.${item.kind}`, { ...item.params, ...days, title });
  };
}

/** /my/notification: the caller's notifications, newest first; filter by kind or unread, mark read, open the object. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<NotificationKind | undefined>();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [current, setCurrent] = useState(1);
  const list = useNotifications({ kind, unread: unreadOnly, current, size: PAGE_SIZE });
  const mark = useMarkRead();
  const client = useQueryClient();
  // A notice announces a change (an answer, a decision): the page it opens reads again rather than show what was read
  // before the change within the freshness window. Everything is only marked stale; the page refetches what it shows.
  const openNotice = (item: NotificationItem) => {
    if (!item.read) mark.mutate([item.id]);
    void client.invalidateQueries({ refetchType: 'none' });
  };
  const sentence = useSentence();
  const page = list.data;

  const filters = (
    <Space wrap>
      <Select<NotificationKind | undefined>
        allowClear
        aria-label={t('notifications.filters.kind')}
        placeholder={t('notifications.filters.allKinds')}
        style={{ minWidth: 180 }}
        value={kind}
        onChange={(value) => {
          setKind(value);
          setCurrent(1);
        }}
        options={NOTIFICATION_KINDS.map((value) => ({ value, label: t(`notifications.kindName.${value}`) }))}
        data-testid="notification-kind-filter"
      />
      <Checkbox
        checked={unreadOnly}
        onChange={(event) => {
          setUnreadOnly(event.target.checked);
          setCurrent(1);
        }}
        data-testid="notification-unread-filter"
      >
        {t('notifications.filters.unreadOnly')}
      </Checkbox>
      <Button
        disabled={!page || page.unread === 0}
        loading={mark.isPending && mark.variables === undefined}
        onClick={() => mark.mutate(undefined, { onSuccess: () => notifier().success(t('notifications.markedAll')) })}
        data-testid="notification-mark-all"
      >
        {t('notifications.markAllRead')}
      </Button>
      {page && <Typography.Text type="secondary">{t('notifications.unreadCount', { count: page.unread })}</Typography.Text>}
    </Space>
  );

  let body;
  if (list.isError) body = <RetryAlert onRetry={() => void list.refetch()} />;
  else if (!list.isLoading && page && page.records.length === 0)
    body = <Empty description={unreadOnly ? t('notifications.emptyUnread') : t('notifications.empty')} data-testid="notifications-empty" />;
  else
    body = (
      <List<NotificationItem>
        loading={list.isLoading}
        dataSource={page?.records ?? []}
        data-testid="notification-list"
        pagination={
          page && page.total > PAGE_SIZE
            ? { current, pageSize: PAGE_SIZE, total: page.total, onChange: setCurrent, showSizeChanger: false }
            : false
        }
        renderItem={(item) => (
          <List.Item
            data-testid={`notification-${item.id}`}
            actions={[
              <Link key="open" to={item.link} onClick={() => openNotice(item)}>
                {t('notifications.open')}
              </Link>,
              ...(item.read
                ? []
                : [
                    <Button key="read" size="small" type="link" onClick={() => mark.mutate([item.id])}>
                      {t('notifications.markRead')}
                    </Button>,
                  ]),
            ]}
          >
            <List.Item.Meta
              title={
                <Space>
                  {!item.read && <Badge status="processing" aria-label={t('notifications.unread')} />}
                  <Typography.Text strong={!item.read}>{sentence(item)}</Typography.Text>
                </Space>
              }
              description={`${t(`notifications.kindName.${item.kind}`)} · ${formatDateTime(item.createdAt)}`}
            />
          </List.Item>
        )}
      />
    );

  return (
    <PageFrame title={t('notifications.title')} extra={filters}>
      <Flex vertical gap={24}>
        {body}
        <ChannelPreferences />
      </Flex>
    </PageFrame>
  );
}
