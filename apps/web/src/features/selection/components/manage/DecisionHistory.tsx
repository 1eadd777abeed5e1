import type { SelectionReviewDetail } from '@yanxiu/contract/selection';
import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { applyStatusLabel } from '../shared/labels';

const EVENTS = ['submit', 'approve', 'reject', 'return', 'resubmit', 'withdraw'];

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
                event: EVENTS.includes(entry.event) ? t(`selectionManage.review.events.${entry.event}`) : entry.event,
                status: applyStatusLabel(entry.statusAfter),
              })}
            </div>
            <Typography.Text type="secondary">{formatDateTime(entry.decidedAt)}</Typography.Text>
            {entry.comment && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{entry.comment}</Typography.Paragraph>}
          </>
        ),
      }))}
    />
  );
}
