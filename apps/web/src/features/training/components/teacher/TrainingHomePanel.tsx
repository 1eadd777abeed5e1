import '../../i18n/teacher.register';
import { Alert, Card, Empty, Progress, Skeleton, Space, Typography } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTrainingHome } from '../../api/get-training-home';
import { programmePath } from '../../model/programme-path';
import { formatDate, formatHours, formatYuan } from '../common/format';

// Plain lists: antd's List brings Pagination and with it Select, too heavy for a few links on the home page.
const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;
const ITEM = { padding: '8px 0', borderBottom: '1px solid #f0f0f0' } as const;
// Two columns where they fit, one on a phone: a CSS grid rather than antd's Row and Col, whose grid code and styles
// /home loaded for this alone (issue 19).
const GRID = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  alignItems: 'start',
} as const;
const FULL_WIDTH = { gridColumn: '1 / -1' } as const;

/**
 * The training parts of /home: programmes in progress, recommended programmes and orders waiting for payment.
 * The home page imports it lazily, so the shell and the home page's own chunk carry none of the training code; it
 * imports no catalogue components either, so its own chunk stays small.
 */
export default function TrainingHomePanel() {
  const { t } = useTranslation();
  // Deferred: when the data arrives, the card renders in the background in slices instead of in the one long task
  // a query's answer otherwise runs on a phone (issue 19).
  const home = useDeferredValue(useTrainingHome(true));
  if (home.isPending) return <Skeleton active />;
  if (home.isError) return <Alert type="warning" showIcon title={t('training.home.failed')} />;
  const { recommended, inProgress, pendingOrders } = home.data;
  return (
    <div style={GRID} data-testid="home-training">
      {pendingOrders > 0 && (
        <div style={FULL_WIDTH}>
          <Alert
            type="warning"
            showIcon
            data-testid="home-pending-orders"
            title={<Link to="/my/orders?status=pending">{t('training.home.pendingOrders', { count: pendingOrders })}</Link>}
          />
        </div>
      )}
      <div>
        <Card size="small" title={t('training.home.inProgress')} extra={<Link to="/personal/training">{t('training.my.all')}</Link>}>
          {inProgress.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('training.home.noInProgress')} />
          ) : (
            <ul style={LIST}>
              {inProgress.map(({ programme, progress }) => (
                <li key={programme.id} style={ITEM}>
                  <Link to={programmePath(programme.kind, programme.id, programme.studioId)}>{programme.title}</Link>
                  <Progress percent={progress.percent} size="small" aria-label={`${programme.title} ${t('training.programme.progress')}`} />
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <div>
        <Card size="small" title={t('training.home.recommended')} extra={<Link to="/training/common">{t('training.home.more')}</Link>}>
          {recommended.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('training.home.noRecommended')} />
          ) : (
            <ul style={LIST}>
              {recommended.map((programme) => (
                <li key={programme.id} style={ITEM}>
                  <Space direction="vertical" size={0}>
                    <Link to={programmePath(programme.kind, programme.id, programme.studioId)}>{programme.title}</Link>
                    <Typography.Text type="secondary">
                      {programme.organiserName} · {formatDate(programme.startsOn)} ·{' '}
                      {t('training.card.hours', { count: Number(formatHours(programme.creditHours)) })}
                      {programme.kind === 'supermarket' && (
                        <>
                          {' · '}
                          {programme.priceCents === 0 ? t('training.card.free') : formatYuan(programme.priceCents)}
                        </>
                      )}
                    </Typography.Text>
                  </Space>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
