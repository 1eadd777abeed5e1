import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './PageFrame';
import { useRouteHandle } from './route-meta';

/** An honest page for a feature that is not built yet: its title and breadcrumb, and no fake data. */
export default function FeatureUnavailablePage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const title = handle ? t(`routes.${handle.title}` as 'routes.home') : '';
  const crumbs = handle?.area && handle.area !== 'home' ? [t(`nav.${handle.area}` as 'nav.home')] : [];
  return (
    <PageFrame title={title} crumbs={crumbs}>
      {/* The heading first, then what it means: read in that order by eye and by screen reader. */}
      <div data-testid="feature-unavailable" style={{ textAlign: 'center', padding: '32px 0' }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />
        <Typography.Title level={4} style={{ marginTop: 8 }}>
          {t('common.notAvailableTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('common.notAvailableText', { page: title })}</Typography.Paragraph>
      </div>
    </PageFrame>
  );
}
