import { Empty } from 'antd';
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
      <div data-testid="feature-unavailable">
        <Empty description={t('common.notAvailableText', { page: title })}>
          <strong>{t('common.notAvailableTitle')}</strong>
        </Empty>
      </div>
    </PageFrame>
  );
}
