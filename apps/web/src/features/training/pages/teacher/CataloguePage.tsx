import '../../i18n/teacher.register';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageFrame } from '@/shared/ui/PageFrame';
import { CatalogueView } from '../../components/teacher/CatalogueView';
import { kindOfPath } from '../../model/programme-path';

const TITLES = {
  common: 'routes.trainingCommon',
  supermarket: 'routes.trainingSupermarket',
  fusion: 'routes.trainingFusion',
  special: 'routes.trainingSpecial',
} as const;

/** /training/common, /training/supermarket, /training/fusion, /training/special: the catalogue of one kind. */
export default function CataloguePage() {
  const { t } = useTranslation();
  const kind = kindOfPath(useLocation().pathname);
  if (kind === null || !(kind in TITLES)) return <Navigate to="/training/common" replace />;
  return (
    <PageFrame title={t(TITLES[kind as keyof typeof TITLES])} crumbs={[t('nav.training')]}>
      {/* Keyed by kind: moving between catalogues starts from a fresh search box. */}
      <CatalogueView key={kind} kind={kind} />
    </PageFrame>
  );
}
