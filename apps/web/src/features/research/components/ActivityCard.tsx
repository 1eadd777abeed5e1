import type { ActivitySummary } from '@yanxiu/contract/research';
import { Card, Flex, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { kindLabel, modeLabel, StateTag, windowText } from './labels';

/** One activity in the square and the lists: title (a link to its page), kind, mode, state, time, seats and hours. */
export function ActivityCard({ activity, footer }: { activity: ActivitySummary; footer?: ReactNode }) {
  const { t } = useTranslation();
  const seats =
    activity.capacity === null
      ? t('research.card.joinedCount', { count: activity.seatsTaken })
      : t('research.card.seats', { taken: activity.seatsTaken, capacity: activity.capacity });
  return (
    <Card size="small" data-testid="activity-card" style={{ height: '100%' }}>
      <Flex vertical gap={6}>
        <Typography.Text strong>
          <Link to={`/research/ActivityCover/${activity.id}`}>{activity.title}</Link>
        </Typography.Text>
        <Space size={4} wrap>
          <Tag>{kindLabel(activity.kind)}</Tag>
          <Tag>{modeLabel(activity.mode)}</Tag>
          <StateTag state={activity.state} />
          {activity.joined && <Tag color="success">{t('research.card.joined')}</Tag>}
        </Space>
        <Typography.Text type="secondary">
          {t('common.labelled', { label: t('research.card.organiser'), value: activity.organiserName })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('common.labelled', { label: t('research.card.time'), value: windowText(activity) })}
        </Typography.Text>
        {activity.place && (
          <Typography.Text type="secondary">
            {t('common.labelled', { label: t('research.card.place'), value: activity.place })}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">
          {seats} · {t('research.card.hours', { count: activity.creditHours })}
        </Typography.Text>
        {footer}
      </Flex>
    </Card>
  );
}

/** Cards in a grid: one column on a phone, up to three on a wide screen. */
export function ActivityGrid({
  activities,
  footerOf,
}: {
  activities: ActivitySummary[];
  footerOf?: (activity: ActivitySummary) => ReactNode;
}) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))', gap: 12 }}>
      {activities.map((activity) => (
        <ActivityCard key={activity.id} activity={activity} footer={footerOf?.(activity)} />
      ))}
    </div>
  );
}
