import '../../i18n/register-teacher';
import { Alert, Card, Col, Empty, Progress, Row, Skeleton, Space, Typography } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTrainingHome } from '../../api/get-training-home';
import { programmePath } from '../../model/programme-path';
import { formatDate, formatHours, formatYuan } from '../common/format';

// Plain lists: antd's List brings Pagination and with it Select, too heavy for a few links on the home page.
const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;
const ITEM = { padding: '8px 0', borderBottom: '1px solid #f0f0f0' } as const;

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
    <Row gutter={[16, 16]} data-testid="home-training">
      {pendingOrders > 0 && (
        <Col xs={24}>
          <Alert
            type="warning"
            showIcon
            data-testid="home-pending-orders"
            title={<Link to="/my/orders?status=pending">{t('training.home.pendingOrders', { count: pendingOrders })}</Link>}
          />
        </Col>
      )}
      <Col xs={24} md={12}>
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
      </Col>
      <Col xs={24} md={12}>
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
                      {programme.organiserName} · {formatDate(programme.startsOn)} · {t('training.card.hours', { count: Number(formatHours(programme.creditHours)) })}
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
      </Col>
    </Row>
  );
}
