import '../../i18n/learning.register';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Select, Skeleton, Space } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { assessmentAccess, MyResultsPanel } from '@/features/assessment/assessment.public';
import { useAccess } from '@/shared/session/access';
import { useSession } from '@/shared/session/session-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useAfterPaint } from '@/shared/ui/use-after-paint';
import { exportHours } from '../../api/export-hours';
import { useHours } from '../../api/get-hours';
import { ExportButton } from '../../components/ExportButton';
import { RequirementProgressCard } from '../../components/RequirementProgressCard';
import { formatHours } from '../../model/hours';
import { monthSeries } from '../../model/month-series';
import { readHoursParams } from '../../model/url-filters';
import { learningAccess } from '../../learning.access';

// The chart library and the tables below it (antd's Table, the ledger) are the heaviest parts of the page: each in a
// chunk of its own, loaded once the numbers are on screen. On a phone they held the numbers back: downloaded with the
// page, and in the chart's case beside the hours call (issue 19).
const MonthChart = lazy(() => import('../../components/MonthChart'));
const HoursBelow = lazy(() => import('../../components/HoursBelow'));
// The declaration form (a date picker, number input and upload) is opened by a few, later: its code loads when the
// teacher reaches for the button, not with the page (less to download before a phone shows the hours; issue 19).
const loadDeclareDialog = () => import('../../components/DeclareDialog');
const DeclareDialog = lazy(() => loadDeclareDialog().then((module) => ({ default: module.DeclareDialog })));
const preloadDeclareDialog = () => void loadDeclareDialog();
// The chart's height, held by its card from the first paint: the placeholder had half of it, and the tables below
// jumped down when the chart arrived (issue 19: a layout shift of 0.19 on a desktop screen).
const CHART_HEIGHT = 240;

/**
 * /studyTime: the signed-in teacher's learning hours for a year (staff: `?userId=` of a teacher they manage) against
 * the tenant's requirement, by month, category and programme, with every ledger entry; teachers declare hours done
 * elsewhere here and follow their declarations; staff may reverse a teacher's entries.
 */
export default function StudyTimePage() {
  const { t } = useTranslation();
  const b = (key: string, options?: Record<string, unknown>) => t(`learningHours.breakdown.${key}`, options ?? {});
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readHoursParams(searchParams), [searchParams]);
  const ownId = useSession((session) => session.loginInfo?.userId);
  const access = useAccess(learningAccess);
  const assessment = useAccess(assessmentAccess);
  const someoneElse = params.userId !== undefined && params.userId !== ownId;
  const staffView = someoneElse && access.canManageHours;
  const hours = useHours(params);
  const [declaring, setDeclaring] = useState(false);
  // Mounted from the first opening on, so the dialog closes with its animation and keeps its form between openings.
  const [declareOpened, setDeclareOpened] = useState(false);
  const breakdown = hours.data;
  const numbersPainted = useAfterPaint(Boolean(breakdown));
  const locale = currentLocale();
  const series = useMemo(() => (breakdown ? monthSeries(breakdown.byMonth, locale) : null), [breakdown, locale]);

  const changeYear = (year: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('year', String(year));
    setSearchParams(next);
  };

  // While the hours load, the header's controls are already in place (disabled), so the buttons beside them do not
  // move when they arrive; a failed load takes them away.
  const loading = !breakdown && hours.isPending;
  const extra = (
    <Space wrap>
      {(breakdown || loading) && (
        <Select<number>
          value={breakdown?.year}
          disabled={!breakdown}
          aria-label={t('learningHours.common.year')}
          style={{ width: 120 }}
          options={(breakdown?.years ?? []).map((year) => ({ value: year, label: t('learningHours.common.yearOption', { year }) }))}
          onChange={changeYear}
          data-testid="hours-year"
        />
      )}
      {(breakdown || loading) && (
        <ExportButton
          load={() => exportHours({ ...params, year: breakdown?.year ?? params.year })}
          disabled={!breakdown}
          fallbackName={t('learningHours.common.exportName')}
          testId="hours-export"
        />
      )}
      {(!someoneElse || (staffView && (breakdown || loading))) && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={someoneElse && !breakdown}
          onPointerEnter={preloadDeclareDialog}
          onFocus={preloadDeclareDialog}
          onClick={() => {
            setDeclareOpened(true);
            setDeclaring(true);
          }}
          data-testid="hours-declare"
        >
          {t('learningHours.declare.open')}
        </Button>
      )}
    </Space>
  );

  let body;
  if (hours.isError && !breakdown) body = <RetryAlert title={t('learningHours.common.loadFailed')} onRetry={() => void hours.refetch()} />;
  else if (!breakdown) body = <Skeleton active />;
  else
    body = (
      <Flex vertical gap={16} data-testid="study-time">
        {someoneElse && <Alert type="info" showIcon title={b('viewing', { name: breakdown.teacherName })} data-testid="hours-viewing" />}
        <RequirementProgressCard breakdown={breakdown} />
        <Card title={b('byMonth')} size="small">
          <div style={{ minHeight: CHART_HEIGHT }}>
            <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
              {!numbersPainted && <Skeleton active paragraph={{ rows: 4 }} />}
              {numbersPainted && series && (
                <MonthChart
                  labels={series.labels}
                  values={series.values}
                  seriesLabel={b('hoursColumn')}
                  ariaLabel={b('byMonth')}
                  format={formatHours}
                  height={CHART_HEIGHT}
                />
              )}
            </Suspense>
          </div>
        </Card>
        {numbersPainted && (
          <Suspense fallback={<Skeleton active />}>
            <HoursBelow breakdown={breakdown} staffView={staffView} mine={!someoneElse} />
          </Suspense>
        )}
        {/* The teacher's own exam, assignment and questionnaire results, after the hours (assessment's, loaded on demand). */}
        {numbersPainted && !someoneElse && assessment.canReadOwnResults && (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
            <MyResultsPanel />
          </Suspense>
        )}
      </Flex>
    );

  return (
    <PageFrame title={t('routes.studyTime')} crumbs={[t('nav.studyTime')]} extra={extra}>
      {body}
      {/* Staff viewing a teacher declare on the teacher's behalf; the teacher's school still decides. */}
      {declareOpened && (!someoneElse || (staffView && breakdown)) && (
        <Suspense fallback={null}>
          <DeclareDialog
            open={declaring}
            onClose={() => setDeclaring(false)}
            forUser={someoneElse && breakdown ? { id: breakdown.userId, name: breakdown.teacherName } : undefined}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
