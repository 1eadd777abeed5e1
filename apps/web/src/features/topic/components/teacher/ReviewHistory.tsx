import type { TopicHistoryEntry } from '@yanxiu/contract/topic';
import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { applyStatusLabel, reviewKindLabel } from './labels';

const EVENTS = ['submit', 'approve', 'reject', 'return', 'resubmit', 'withdraw'];
const STEPS = ['school', 'district', 'expert', 'applicant'];

/** A topic's review history, oldest first: which review, who did what at which step, with their comment. */
export function ReviewHistory({ history }: { history: readonly TopicHistoryEntry[] }) {
  const { t } = useTranslation();
  if (history.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('topicTeacher.history.empty')} data-testid="review-history-empty" />;
  return (
    <Timeline
      data-testid="review-history"
      items={history.map((entry, index) => ({
        key: index,
        content: (
          <div data-testid="history-entry" data-event={entry.event}>
            <div>
              {t('topicTeacher.history.line', {
                kind: reviewKindLabel(entry.reviewKind),
                actor: entry.actorName,
                event: EVENTS.includes(entry.event) ? t(`topicTeacher.history.events.${entry.event}`) : entry.event,
                status: applyStatusLabel(entry.statusAfter),
              })}
            </div>
            <Typography.Text type="secondary">
              {formatDateTime(entry.decidedAt)}
              {STEPS.includes(entry.stepCode) && ` · ${t(`topicTeacher.history.steps.${entry.stepCode}`)}`}
              {entry.round > 1 && ` · ${t('topicTeacher.history.round', { round: entry.round })}`}
            </Typography.Text>
            {entry.comment && (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{entry.comment}</Typography.Paragraph>
            )}
          </div>
        ),
      }))}
    />
  );
}
