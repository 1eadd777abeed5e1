import '../../i18n/development.register';
import '../../i18n/config.register';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { PageFrame } from '@/shared/ui/PageFrame';
import { PathPanel } from '../../components/config/PathPanel';
import { PostTypesPanel } from '../../components/config/PostTypesPanel';
import { ReviewStepsPanel } from '../../components/config/ReviewStepsPanel';
import { TypesPanel } from '../../components/config/TypesPanel';
import { developmentAccess } from '../../development.access';

const TABS = ['types', 'postTypes', 'paths', 'steps'] as const;
type Tab = (typeof TABS)[number];

/**
 * /manage/development (district admins): the development model — types, post types per section, each post
 * type's path with its conditions and files — and the review steps. Its own chunk: teachers never download it.
 */
export default function DevelopmentConfigPage() {
  const { t } = useTranslation();
  const access = useAccess(developmentAccess);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'types';
  const panels: Record<Tab, React.ReactNode> = {
    types: <TypesPanel />,
    postTypes: <PostTypesPanel />,
    paths: <PathPanel />,
    steps: <ReviewStepsPanel />,
  };
  return (
    <PageFrame title={t('routes.manageDevelopment')} crumbs={[t('nav.manage')]}>
      <AccessGate
        accessible={access.canConfigureModel}
        title={t('developmentConfig.forbiddenTitle')}
        text={t('developmentConfig.forbiddenText')}
        testId="development-config-forbidden"
      >
        <Tabs
          activeKey={tab}
          onChange={(key) => setSearchParams(key === 'types' ? {} : { tab: key })}
          items={TABS.map((key) => ({ key, label: t(`developmentConfig.tabs.${key}`), children: panels[key] }))}
          data-testid="development-config-tabs"
        />
      </AccessGate>
    </PageFrame>
  );
}
