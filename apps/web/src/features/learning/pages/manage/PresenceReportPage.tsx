import '../../i18n/learning.register';
import type { PresenceReportRow } from '@yanxiu/contract/learning-presence';
import { PresenceLimits } from '@yanxiu/contract/limits';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { DateRangeField } from '@/shared/ui/DatePickers';
import { exportPresenceReport, PRESENCE_REPORT_PAGE_SIZE, usePresenceReport } from '../../api/manage-presence';
import { ExportButton } from '../../components/ExportButton';
import { SchoolKeywordFilters } from '../../components/SchoolKeywordFilters';
import { staffRefusal } from '../../components/staff-refusal';
import { changeParams } from '../../model/url-filters';
import { readPresenceParams, writePresenceParams, type PresenceReportParams } from '../../model/presence-filters';
import { learningAccess } from '../../learning.access';

const DAY = 'YYYY-MM-DD';

function PresenceReport() {
  const { t } = useTranslation();
  const r = (key: string, options?: Record<string, unknown>) => t(`learningHours.presence.report.${key}`, options ?? {});
  const district = useAccess(learningAccess).canSeeEverySchool;
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readPresenceParams(searchParams), [searchParams]);
  const report = usePresenceReport(params);
  const update = (change: Partial<PresenceReportParams>) => setSearchParams(writePresenceParams(changeParams(params, change)));
  const totals = report.data?.totals;
  // Narrowed to one lesson (from its questions in the programme editor): its title, once a row names it.
  const lesson = params.unitId ? report.data?.records.find((row) => String(row.unitId) === params.unitId)?.unitTitle : undefined;

  return (
    <Flex vertical gap={12} data-testid="presence-report">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {r('intro')}
      </Typography.Paragraph>
      <Flex gap={8} wrap align="center">
        {params.unitId && (
          <Flex gap={4} align="center" data-testid="presence-report-lesson">
            <Tag color="blue">{r('oneLesson', { lesson: lesson ?? params.unitId })}</Tag>
            <Button size="small" type="link" onClick={() => update({ unitId: undefined })}>
              {r('allLessons')}
            </Button>
          </Flex>
        )}
        <SchoolKeywordFilters
          district={district}
          schoolId={params.schoolId}
          keyword={params.keyword}
          keywordMaxLength={PresenceLimits.reportKeyword}
          text={r}
          testIdPrefix="presence-report"
          onChange={update}
        />
        <DateRangeField
          value={[params.from ? dayjs(params.from) : null, params.to ? dayjs(params.to) : null]}
          aria-label={r('dates')}
          placeholder={[r('dates'), r('dates')]}
          allowEmpty={[true, true]}
          onChange={(days) => update({ from: days?.[0]?.format(DAY), to: days?.[1]?.format(DAY) })}
          data-testid="presence-report-dates"
        />
        <ExportButton load={() => exportPresenceReport(params)} fallbackName={r('exportName')} testId="presence-report-export" />
      </Flex>
      {totals && (
        <Alert
          type={totals.missed > 0 ? 'warning' : 'info'}
          showIcon
          title={r('summary', { ...totals })}
          data-testid="presence-report-summary"
        />
      )}
      <ManagedTable<PresenceReportRow>
        list={report}
        rowKey={(row) => `${row.unitId}-${row.userId}`}
        size="middle"
        testId="presence-report-table"
        failedTitle={t('learningHours.common.loadFailed')}
        empty={r('empty')}
        paging={{
          current: params.current,
          pageSize: PRESENCE_REPORT_PAGE_SIZE,
          onChange: (page) => update({ current: page }),
          totalText: (count) => t('learningHours.common.total', { count }),
        }}
        columns={[
          {
            title: r('teacher'),
            dataIndex: 'teacherName',
            fixed: 'left',
            render: (name: string, row) => <Link to={`/studyTime?userId=${row.userId}`}>{name}</Link>,
          },
          { title: r('school'), dataIndex: 'schoolName', render: (name: string | null) => name ?? '' },
          { title: r('programme'), dataIndex: 'programmeTitle' },
          { title: r('lesson'), dataIndex: 'unitTitle' },
          { title: r('issued'), dataIndex: 'issued', align: 'right' },
          { title: r('passed'), dataIndex: 'passed', align: 'right' },
          {
            title: r('missed'),
            dataIndex: 'missed',
            align: 'right',
            render: (missed: number) => <Typography.Text type={missed > 0 ? 'danger' : undefined}>{missed}</Typography.Text>,
          },
          { title: r('questionsPassed'), dataIndex: 'questionsPassed', align: 'right' },
          { title: r('lastIssuedAt'), dataIndex: 'lastIssuedAt', render: (at: string) => formatDateTime(at) },
        ]}
      />
    </Flex>
  );
}

/** /manage/presenceChecks: presence checks issued, passed and missed per lesson and teacher, in the caller's reach; exportable. */
export default function PresenceReportPage() {
  const { t } = useTranslation();
  const access = useAccess(learningAccess);
  return (
    <PageFrame title={t('routes.managePresenceChecks')} crumbs={[t('nav.manage')]}>
      <AccessGate accessible={access.canManageHours} {...staffRefusal(t)}>
        <PresenceReport />
      </AccessGate>
    </PageFrame>
  );
}
