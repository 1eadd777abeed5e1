import type { TopicHistoryEntry } from '@yanxiu/contract/topic';
import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { reviewKindLabel, stepLabel } from './labels';

const EVENTS = ['submit', 'resubmit', 'approve', 'reject', 'return', 'withdraw'];

/** The topic's review history (application and stages), oldest first: who did what at which step, with their comment. */
export function ReviewHistory({ history }: { history: readonly TopicHistoryEntry[] }) {
  const { t } = useTranslation();
  if (history.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('topicManage.review.noHistory')} />;
  return (
    <Timeline
      data-testid="review-history"
      items={history.map((entry, index) => ({
        key: index,
        content: (
          <>
            <div>
              {t('topicManage.review.historyLine', {
                actor: entry.actorName,
                event: EVENTS.includes(entry.event) ? t(`topicManage.review.events.${entry.event}`) : entry.event,
              })}
            </div>
            <Typography.Text type="secondary">
              {[formatDateTime(entry.decidedAt), reviewKindLabel(entry.reviewKind), stepLabel(t, entry.stepCode)]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
            {entry.comment && (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{entry.comment}</Typography.Paragraph>
            )}
          </>
        ),
      }))}
    />
  );
}
