import type { SelectionReviewDetail } from '@yanxiu/contract/selection';
import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { applyStatusLabel } from '../shared/labels';

const EVENTS = ['submit', 'approve', 'reject', 'return', 'resubmit', 'withdraw'];
const STEPS = ['school', 'district'];

/** The application's history, oldest first: who did what, with their comment. */
export function DecisionHistory({ history }: { history: SelectionReviewDetail['history'] }) {
  const { t } = useTranslation();
  if (history.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('selectionManage.review.noHistory')} />;
  return (
    <Timeline
      data-testid="decision-history"
      items={history.map((entry, index) => ({
        key: index,
        content: (
          <>
            <div>
              {t('selectionManage.review.historyLine', {
                actor: entry.actorName,
                // The school's approval is its recommendation.
                event:
                  entry.event === 'approve' && entry.stepCode === 'school'
                    ? t('selectionManage.review.events.recommend')
                    : EVENTS.includes(entry.event)
                      ? t(`selectionManage.review.events.${entry.event}`)
                      : entry.event,
                status: applyStatusLabel(entry.statusAfter),
              })}
            </div>
            <Typography.Text type="secondary">
              {formatDateTime(entry.decidedAt)}
              {STEPS.includes(entry.stepCode) && ` · ${t(`selectionManage.review.steps.${entry.stepCode}`)}`}
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
