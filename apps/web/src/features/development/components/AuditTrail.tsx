import type { ApplyDecision } from '@yanxiu/contract/development-apply';
import { Empty, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { eventLabel, formatTime, stepLabel } from './labels';

const EVENT_COLORS: Record<string, string> = { approve: 'green', reject: 'red', return: 'orange', withdraw: 'gray' };

/** The decision history of an application (never rewritten): who, which step, what, the comment and when. */
export function AuditTrail({ history }: { history: readonly ApplyDecision[] }) {
  const { t } = useTranslation();
  if (history.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('development.trail.empty')} />;
  return (
    <Timeline
      data-testid="audit-trail"
      items={history.map((entry, index) => ({
        key: `${entry.decidedAt}-${index}`,
        color: EVENT_COLORS[entry.event] ?? 'blue',
        title: formatTime(entry.decidedAt),
        content: (
          <div>
            <div>
              <Typography.Text strong>{entry.actorName}</Typography.Text> · {stepLabel(t, entry.stepCode)}{' '}
              <Tag>{eventLabel(t, entry.event)}</Tag>
              <Typography.Text type="secondary">{t('development.apply.roundValue', { round: entry.round })}</Typography.Text>
            </div>
            {entry.comment && (
              <Typography.Paragraph style={{ margin: 0 }}>
                {t('development.trail.comment', { comment: entry.comment })}
              </Typography.Paragraph>
            )}
          </div>
        ),
      }))}
    />
  );
}
