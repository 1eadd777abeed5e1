import { Empty, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { reviewEventLabel, type ReviewTimelineEntry, type ReviewWording } from './review-wording';

const EVENT_COLORS: Record<string, string> = { approve: 'green', reject: 'red', return: 'orange', withdraw: 'gray' };

export type ReviewTimelineProps = {
  /** The review's history, oldest first, as the server keeps it (never rewritten). */
  history: readonly ReviewTimelineEntry[];
  wording: ReviewWording;
  testId?: string;
};

/** A review's history, one line per event: when (China time), who, at which step, what, the round, the status after, the comment. */
export function ReviewTimeline({ history, wording, testId = 'review-timeline' }: ReviewTimelineProps) {
  const { t } = useTranslation();
  if (history.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reviewPieces.timeline.empty')} data-testid={`${testId}-empty`} />;
  return (
    <Timeline
      data-testid={testId}
      items={history.map((entry, index) => ({
        key: `${entry.decidedAt}-${index}`,
        color: EVENT_COLORS[entry.event] ?? 'blue',
        title: formatDateTime(entry.decidedAt),
        content: (
          <div data-testid={`${testId}-entry`} data-event={entry.event}>
            <div>
              {entry.subject && <Tag color="blue">{entry.subject}</Tag>}
              <Typography.Text strong>{entry.actorName}</Typography.Text> · {wording.step(entry.stepCode)}{' '}
              <Tag>{reviewEventLabel(t, wording, entry.event, entry.stepCode)}</Tag>
              <Typography.Text type="secondary">{t('reviewPieces.timeline.round', { round: entry.round })}</Typography.Text>
            </div>
            <Typography.Text type="secondary">
              {t('reviewPieces.timeline.statusAfter', { status: wording.status(entry.statusAfter) })}
            </Typography.Text>
            {entry.comment && (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {t('reviewPieces.timeline.comment', { comment: entry.comment })}
              </Typography.Paragraph>
            )}
          </div>
        ),
      }))}
    />
  );
}
