import '../../i18n/scoring.register';
import { Card, Empty, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { PageFrame } from '@/shared/ui/PageFrame';
import { exportApplications, exportRanking, exportScores } from '../../api/scoring/exports';
import { DownloadButton } from '@/shared/ui/DownloadButton';
import { ExpertsPanel } from '../../components/scoring/ExpertsPanel';
import { ProgressPanel } from '../../components/scoring/ProgressPanel';
import { ProjectPicker } from '../../components/scoring/ProjectPicker';
import { RankingPanel } from '../../components/scoring/RankingPanel';
import { selectionAccess } from '../../selection.access';

const TABS = ['experts', 'progress', 'ranking'] as const;
type Tab = (typeof TABS)[number];
const ID = /^\d{1,15}$/;

/** The three Excel exports of a project: applications, the score matrix, the ranking. */
function Exports({ prjId }: { prjId: number }) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap>
      <DownloadButton
        download={() => exportApplications(prjId)}
        fallbackName={t('selectionScoring.manage.exportName')}
        testId="export-applications"
      >
        {t('selectionScoring.manage.exportApplications')}
      </DownloadButton>
      <DownloadButton download={() => exportScores(prjId)} fallbackName={t('selectionScoring.manage.exportName')} testId="export-scores">
        {t('selectionScoring.manage.exportScores')}
      </DownloadButton>
      <DownloadButton download={() => exportRanking(prjId)} fallbackName={t('selectionScoring.manage.exportName')} testId="export-ranking">
        {t('selectionScoring.manage.exportRanking')}
      </DownloadButton>
    </Flex>
  );
}

function Results() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const prjId = ID.test(search.get('prjId') ?? '') ? Number(search.get('prjId')) : undefined;
  const tab: Tab = TABS.find((entry) => entry === search.get('tab')) ?? 'experts';
  const go = (next: { prjId?: number; tab?: Tab }) => {
    const chosen = next.prjId ?? prjId;
    setSearch({ ...(chosen ? { prjId: String(chosen) } : {}), tab: next.tab ?? tab });
  };
  return (
    <Flex vertical gap={12} data-testid="selection-results">
      <Flex gap={12} wrap justify="space-between" align="center">
        <ProjectPicker value={prjId} onChange={(next) => go({ prjId: next, tab: 'experts' })} />
        {prjId !== undefined && <Exports prjId={prjId} />}
      </Flex>
      {prjId === undefined ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('selectionScoring.manage.chooseProject')} />
      ) : (
        <Card size="small">
          <Tabs
            activeKey={tab}
            onChange={(key) => go({ tab: key as Tab })}
            destroyOnHidden
            data-testid="results-tabs"
            items={[
              { key: 'experts', label: t('selectionScoring.manage.tabExperts'), children: <ExpertsPanel prjId={prjId} /> },
              { key: 'progress', label: t('selectionScoring.manage.tabProgress'), children: <ProgressPanel prjId={prjId} /> },
              { key: 'ranking', label: t('selectionScoring.manage.tabRanking'), children: <RankingPanel key={prjId} prjId={prjId} /> },
            ]}
          />
        </Card>
      )}
    </Flex>
  );
}

/**
 * /manage/selectionResults?prjId=&tab=: for district staff, a selection's expert panels per group, the experts'
 * progress, the ranking with ties, the public notice (公示), finalising and certificates, and the exports.
 */
export default function ResultsManagePage() {
  const { t } = useTranslation();
  const access = useAccess(selectionAccess);
  return (
    <PageFrame title={t('routes.manageSelectionResults')} crumbs={[t('nav.manage')]}>
      <AccessGate
        accessible={access.canManageScoring}
        title={t('selectionScoring.common.forbiddenTitle')}
        text={t('selectionScoring.common.forbiddenText')}
        testId="results-forbidden"
      >
        <Results />
      </AccessGate>
    </PageFrame>
  );
}
