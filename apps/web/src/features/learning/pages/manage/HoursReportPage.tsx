import '../../i18n/learning.register';
import type { ReportRow } from '@yanxiu/contract/learning-hours';
import { LearningLimits } from '@yanxiu/contract/limits';
import { Alert, Flex, Select, Switch, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { PageFrame } from '@/shared/ui/PageFrame';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { useHourCategories } from '../../api/get-categories';
import { REPORT_PAGE_SIZE, useReport } from '../../api/manage-report';
import { exportReport } from '../../api/manage-report-export';
import { ExportButton } from '../../components/ExportButton';
import { SchoolKeywordFilters } from '../../components/SchoolKeywordFilters';
import { staffRefusal } from '../../components/staff-refusal';
import { categoryLabel, formatHours } from '../../model/hours';
import { chinaYear } from '@yanxiu/contract/china-time';
import { useReportCursors } from '../../model/report-cursors';
import { changeParams, readReportParams, writeReportParams, type ReportParams } from '../../model/url-filters';
import { learningAccess } from '../../learning.access';

/** The years staff pick from: this year and the five before it. */
export function reportYears(thisYear: number): number[] {
  return Array.from({ length: 6 }, (_, index) => thisYear - index);
}

function HoursReport() {
  const { t } = useTranslation();
  const r = (key: string, options?: Record<string, unknown>) => t(`learningHours.report.${key}`, options ?? {});
  const locale = currentLocale();
  const district = useAccess(learningAccess).canSeeEverySchool;
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readReportParams(searchParams), [searchParams]);
  // The next (or an already seen) page is read on from the cursor the page before gave; a jump goes by number.
  const cursors = useReportCursors();
  const report = useReport(params, cursors);
  const categories = useHourCategories();
  const update = (change: Partial<ReportParams>) => setSearchParams(writeReportParams(changeParams(params, change)));
  const data = report.data;
  const year = data?.year ?? params.year ?? chinaYear();
  const tenantCategories = categories.data?.categories ?? [];
  // A column per category the requirement or the tenant names.
  const categoryCodes = [
    ...new Set([...tenantCategories.map((category) => category.code), ...Object.keys(data?.requirement.categoryMinimums ?? {})]),
  ];

  return (
    <Flex vertical gap={12} data-testid="hours-report">
      <Flex gap={8} wrap align="center">
        <Select<number>
          value={year}
          style={{ width: 120 }}
          aria-label={t('learningHours.common.year')}
          options={reportYears(chinaYear()).map((value) => ({ value, label: t('learningHours.common.yearOption', { year: value }) }))}
          onChange={(value) => update({ year: value })}
          data-testid="report-year"
        />
        <SchoolKeywordFilters
          district={district}
          schoolId={params.schoolId}
          keyword={params.keyword}
          keywordMaxLength={LearningLimits.reportKeyword}
          text={r}
          testIdPrefix="report"
          onChange={update}
        />
        <Flex gap={6} align="center">
          <Switch
            checked={params.onlyUnmet}
            onChange={(checked) => update({ onlyUnmet: checked })}
            aria-label={r('onlyUnmet')}
            data-testid="report-only-unmet"
          />
          <Typography.Text>{r('onlyUnmet')}</Typography.Text>
        </Flex>
        <ExportButton
          load={() => exportReport({ ...params, year })}
          fallbackName={t('learningHours.common.reportExportName')}
          testId="report-export"
        />
      </Flex>
      {data && (
        <Alert
          type={data.requirement.totalHours === null ? 'warning' : 'info'}
          showIcon
          title={r('summary', { year: data.year, count: data.teachers, met: data.metCount, unmet: data.teachers - data.metCount })}
          description={data.requirement.totalHours === null ? r('noRequirement', { year: data.year }) : undefined}
          data-testid="report-summary"
        />
      )}
      <ManagedTable<ReportRow>
        list={report}
        rowKey="userId"
        size="middle"
        testId="report-table"
        failedTitle={t('learningHours.common.loadFailed')}
        empty={r(params.onlyUnmet && !params.keyword ? 'emptyUnmet' : 'empty')}
        paging={{
          current: params.current,
          pageSize: REPORT_PAGE_SIZE,
          onChange: (page) => update({ current: page }),
          totalText: (count) => t('learningHours.common.total', { count }),
        }}
        columns={[
          {
            title: r('teacher'),
            dataIndex: 'teacherName',
            fixed: 'left',
            render: (name: string, row) => (
              <Link to={`/studyTime?userId=${row.userId}&year=${year}`} data-testid={`report-teacher-${row.userId}`}>
                {name}
              </Link>
            ),
          },
          { title: r('school'), dataIndex: 'schoolName', render: (name: string | null) => name ?? '' },
          { title: r('totalHours'), dataIndex: 'totalHours', align: 'right', render: (hours: number) => formatHours(hours) },
          {
            title: r('shortHours'),
            dataIndex: 'shortHours',
            align: 'right',
            render: (hours: number) => <Typography.Text type={hours > 0 ? 'danger' : undefined}>{formatHours(hours)}</Typography.Text>,
          },
          ...categoryCodes.map((code) => ({
            title: categoryLabel(tenantCategories, code, locale),
            key: `category-${code}`,
            align: 'right' as const,
            render: (_: unknown, row: ReportRow) => formatHours(row.byCategory[code] ?? 0),
          })),
          {
            title: r('unmetCategories'),
            dataIndex: 'unmetCategories',
            render: (codes: string[]) =>
              codes.map((code) => (
                <Tag key={code} color="warning">
                  {categoryLabel(tenantCategories, code, locale)}
                </Tag>
              )),
          },
          {
            title: r('state'),
            dataIndex: 'met',
            render: (met: boolean) => <Tag color={met ? 'success' : 'error'}>{r(met ? 'met' : 'unmet')}</Tag>,
          },
        ]}
      />
    </Flex>
  );
}

/** /manage/learningHours: who has (not) met the year's requirement, in the caller's school or district; exportable. */
export default function HoursReportPage() {
  const { t } = useTranslation();
  const access = useAccess(learningAccess);
  return (
    <PageFrame title={t('routes.manageLearningHours')} crumbs={[t('nav.manage')]}>
      <AccessGate accessible={access.canManageHours} {...staffRefusal(t)}>
        <HoursReport />
      </AccessGate>
    </PageFrame>
  );
}
