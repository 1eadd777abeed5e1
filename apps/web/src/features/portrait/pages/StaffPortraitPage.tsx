import '../i18n/portrait.register';
import { DownloadOutlined } from '@ant-design/icons';
import type { StaffPortrait, StaffPortraitRow } from '@yanxiu/contract/portrait';
import { Button, Card, Col, Flex, Row, Statistic, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { saveBlob } from '@/shared/request/file-transfer';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { exportStaffPortrait, STAFF_PAGE_SIZE, useStaffPortrait } from '../api/portrait';
import { ChartCard } from '../components/ChartCard';
import { StaffFilters } from '../components/StaffFilters';
import { formatHours, readStaffParams, writeStaffParams, type StaffParams } from '../model/params';
import { portraitAccess } from '../portrait.access';

type PhaseRow = StaffPortrait['summary']['phases'][number] & { label: string };

function Summary({ data }: { data: StaffPortrait }) {
  const { t } = useTranslation();
  const s = (key: string, options?: Record<string, unknown>) => t(`portrait.staff.${key}`, options ?? {});
  const en = currentLocale() === 'en-US';
  const phases: PhaseRow[] = data.summary.phases.map((row) => {
    const phase = data.ladder.find((item) => item.code === row.phaseCode);
    return { ...row, label: phase ? (en ? phase.nameEn : phase.name) : row.phaseCode === null ? s('noPhase') : row.phaseCode };
  });
  const labels = useMemo(() => phases.map((row) => row.label), [phases]);
  const countLabel = s('count');
  const series = useMemo(() => [{ label: countLabel, values: phases.map((row) => row.teachers), color: '#1677ff' }], [phases, countLabel]);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card size="small" data-testid="staff-portrait-summary">
          <Row gutter={[12, 12]}>
            <Col span={12}>
              <Statistic title={s('teachers')} value={data.summary.teachers} />
            </Col>
            <Col span={12}>
              <Statistic
                title={s('behind')}
                value={data.summary.behind}
                styles={{ content: { color: data.summary.behind > 0 ? '#cf1322' : undefined } }}
              />
            </Col>
            <Col span={12}>
              <Statistic title={s('participating')} value={data.summary.participating} />
            </Col>
            <Col span={12}>
              <Statistic title={s('hoursMedian')} value={formatHours(data.summary.hoursMedian)} />
            </Col>
            <Col span={24}>
              {data.requiredHours === null ? s('noRequirement') : s('requiredHours', { hours: formatHours(data.requiredHours) })}
            </Col>
          </Row>
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <ChartCard<PhaseRow>
          title={s('phaseTitle')}
          caption={s('phaseCaption')}
          kind="bar"
          labels={labels}
          series={series}
          height={200}
          rows={phases}
          rowKey="label"
          imageName={s('phaseTitle')}
          testId="staff-portrait-phases"
          columns={[
            { title: s('phase'), dataIndex: 'label' },
            { title: s('count'), dataIndex: 'teachers', align: 'right' },
          ]}
        />
      </Col>
    </Row>
  );
}

function StaffPortraitView() {
  const { t } = useTranslation();
  const s = (key: string, options?: Record<string, unknown>) => t(`portrait.staff.${key}`, options ?? {});
  const access = useAccess(portraitAccess);
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readStaffParams(searchParams), [searchParams]);
  const update = (change: Partial<StaffParams>) => setSearchParams(writeStaffParams(params, change));
  const portrait = useStaffPortrait(params);
  const [exporting, setExporting] = useState(false);
  const data = portrait.data;
  const en = currentLocale() === 'en-US';
  const phaseName = (code: string | null) => {
    const phase = data?.ladder.find((item) => item.code === code);
    return phase ? (en ? phase.nameEn : phase.name) : (code ?? s('noPhase'));
  };
  const download = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await exportStaffPortrait(params);
      saveBlob(blob, fileName ?? s('exportName'));
    } catch {
      // The request layer has shown why.
    } finally {
      setExporting(false);
    }
  };
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <StaffFilters params={params} anySchool={access.canPickAnySchool} onChange={update} />
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()} data-testid="staff-portrait-export">
          {t('portrait.common.exportExcel')}
        </Button>
      </Flex>
      {data && <Summary data={data} />}
      <ManagedTable<StaffPortraitRow>
        list={portrait}
        rowKey="userId"
        size="middle"
        testId="staff-portrait-table"
        failedTitle={t('portrait.common.loadFailed')}
        empty={s(params.onlyBehind ? 'emptyBehind' : 'empty')}
        paging={{
          current: params.current,
          pageSize: STAFF_PAGE_SIZE,
          onChange: (current) => update({ current }),
          totalText: (count) => s('total', { count }),
        }}
        columns={[
          { title: s('teacher'), dataIndex: 'teacherName', fixed: 'left' },
          { title: s('school'), dataIndex: 'schoolName', render: (name: string | null) => name ?? '' },
          { title: s('phase'), dataIndex: 'phaseCode', render: phaseName },
          { title: s('hours'), dataIndex: 'totalHours', align: 'right', render: (hours: number) => formatHours(hours) },
          {
            title: s('state'),
            dataIndex: 'behind',
            render: (behind: boolean) => <Tag color={behind ? 'error' : 'success'}>{s(behind ? 'behindTag' : 'onTrack')}</Tag>,
          },
          { title: s('units'), dataIndex: 'unitsCompleted', align: 'right' },
          {
            title: s('actions'),
            key: 'actions',
            fixed: 'right',
            render: (_: unknown, row) => (
              <Link
                to={`/teacherPortrait?userId=${row.userId}`}
                aria-label={s('openPortraitOf', { name: row.teacherName })}
                data-testid={`staff-portrait-open-${row.userId}`}
              >
                {s('openPortrait')}
              </Link>
            ),
          },
        ]}
      />
    </Flex>
  );
}

/** /manage/portrait: the distribution of the caller's school's or district's teachers, filterable and exportable. */
export default function StaffPortraitPage() {
  const { t } = useTranslation();
  const access = useAccess(portraitAccess);
  return (
    <PageFrame title={t('routes.managePortrait')} crumbs={[t('nav.manage')]}>
      <AccessGate
        accessible={access.canSeeDistribution}
        title={t('routes.managePortrait')}
        text={t('portrait.common.staffOnly')}
        testId="staff-portrait-forbidden"
      >
        <StaffPortraitView />
      </AccessGate>
    </PageFrame>
  );
}
