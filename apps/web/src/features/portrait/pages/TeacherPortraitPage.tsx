import '../i18n/portrait.register';
import { FilePdfOutlined } from '@ant-design/icons';
import { PROFILE_KINDS, type ProfileKind } from '@yanxiu/contract/profile';
import type { TeacherPortrait } from '@yanxiu/contract/portrait';
import { hourCategoryName } from '@yanxiu/contract/hour-category-name';
import { Button, Card, Col, Descriptions, Empty, Flex, Row, Select, Skeleton, Table, Timeline, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDay } from '@/shared/format/date';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { saveBlob } from '@/shared/request/file-transfer';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { exportPortraitPdf, useTeacherPortrait } from '../api/portrait';
import { ChartCard } from '../components/ChartCard';
import { formatHours, readPortraitParams } from '../model/params';
import { chinaYear } from '@yanxiu/contract/china-time';

const BLUE = '#1677ff';
const GREEN = '#389e0d';
const ORANGE = '#d46b08';
const GREY = '#8c8c8c';

function PortraitBody({ data }: { data: TeacherPortrait }) {
  const { t } = useTranslation();
  const p = (key: string, options?: Record<string, unknown>) => t(`portrait.teacher.${key}`, options ?? {});
  const locale = currentLocale();
  const en = locale === 'en-US';
  const phaseName = (code: string | null) => {
    const phase = data.phases.ladder.find((item) => item.code === code);
    return phase ? (en ? phase.nameEn : phase.name) : code === null ? p('noPhase') : code;
  };
  const categoryName = (code: string) => {
    const category = data.categories.find((item) => item.code === code);
    return category ? hourCategoryName(category, locale) : code;
  };
  const num = (value: number | null) => (value === null ? '—' : formatHours(value));
  const thisYear = data.hours.at(-1)!;
  const categoryCodes = [...new Set([...data.categories.map((item) => item.code), ...Object.keys(thisYear.categoryMinimums)])];
  const dimensionLabels = data.dimensions.map((row) => p(`dimensions.${row.key}`));
  // The radar draws each dimension as a share of the largest of the three figures, so dimensions of different
  // units (hours, counts, ranks) sit on one chart; the table gives the figures themselves.
  const radarSeries = useMemo(() => {
    const scale = (row: TeacherPortrait['dimensions'][number], value: number | null) => {
      const top = Math.max(row.value, row.schoolMedian ?? 0, row.districtMedian, 1);
      return value === null ? null : Math.round((value / top) * 100);
    };
    return [
      { label: p('value'), values: data.dimensions.map((row) => scale(row, row.value)), color: BLUE },
      { label: p('schoolMedian'), values: data.dimensions.map((row) => scale(row, row.schoolMedian)), color: GREEN, dashed: true },
      { label: p('districtMedian'), values: data.dimensions.map((row) => scale(row, row.districtMedian)), color: ORANGE, dashed: true },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- p changes with the language, which `t` follows
  }, [data, t]);
  const trendSeries = useMemo(
    () => [
      { label: p('earned'), values: data.hours.map((row) => row.totalHours), color: BLUE },
      { label: p('required'), values: data.hours.map((row) => row.requiredHours), color: GREY, dashed: true },
      { label: p('schoolMedian'), values: data.hours.map((row) => row.schoolMedian), color: GREEN, dashed: true },
      { label: p('districtMedian'), values: data.hours.map((row) => row.districtMedian), color: ORANGE, dashed: true },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- p changes with the language, which `t` follows
    [data, t],
  );
  const years = useMemo(() => data.hours.map((row) => String(row.year)), [data]);

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          items={[
            { key: 'name', label: t('portrait.staff.teacher'), children: <span data-testid="portrait-name">{data.teacher.name}</span> },
            { key: 'school', label: p('school'), children: data.teacher.schoolName ?? '—' },
            { key: 'phase', label: p('phase'), children: <span data-testid="portrait-phase">{phaseName(data.teacher.phaseCode)}</span> },
          ]}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ChartCard
            title={p('radarTitle')}
            caption={p('radarCaption')}
            kind="radar"
            labels={dimensionLabels}
            series={radarSeries}
            height={280}
            rows={data.dimensions}
            rowKey="key"
            imageName={`${data.teacher.name}-${p('radarTitle')}`}
            testId="portrait-radar"
            columns={[
              { title: p('dimension'), dataIndex: 'key', render: (key: string) => p(`dimensions.${key}`) },
              { title: p('value'), dataIndex: 'value', align: 'right', render: num },
              { title: p('schoolMedian'), dataIndex: 'schoolMedian', align: 'right', render: num },
              { title: p('districtMedian'), dataIndex: 'districtMedian', align: 'right', render: num },
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            title={p('trendTitle')}
            caption={p('trendCaption')}
            kind="line"
            labels={years}
            series={trendSeries}
            height={280}
            rows={data.hours}
            rowKey="year"
            imageName={`${data.teacher.name}-${p('trendTitle')}`}
            testId="portrait-hours"
            columns={[
              { title: t('portrait.common.year'), dataIndex: 'year' },
              { title: p('earned'), dataIndex: 'totalHours', align: 'right', render: num },
              {
                title: p('required'),
                dataIndex: 'requiredHours',
                align: 'right',
                render: (value: number | null) => (value === null ? p('noRequirement') : num(value)),
              },
              { title: p('schoolMedian'), dataIndex: 'schoolMedian', align: 'right', render: num },
              { title: p('districtMedian'), dataIndex: 'districtMedian', align: 'right', render: num },
            ]}
          />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={p('categoriesTitle', { year: thisYear.year })}>
            <Table
              size="small"
              rowKey="code"
              pagination={false}
              data-testid="portrait-categories"
              dataSource={categoryCodes.map((code) => ({
                code,
                hours: thisYear.byCategory[code] ?? 0,
                minimum: thisYear.categoryMinimums[code] ?? null,
              }))}
              columns={[
                { title: p('category'), dataIndex: 'code', render: categoryName },
                { title: p('earned'), dataIndex: 'hours', align: 'right', render: num },
                { title: p('minimum'), dataIndex: 'minimum', align: 'right', render: num },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={p('phaseTitle')} data-testid="portrait-phase-history">
            {data.phases.history.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={p('noHistory')} />
            ) : (
              <Timeline
                items={data.phases.history.map((step) => ({
                  key: step.reachedAt,
                  content: (
                    <>
                      <Typography.Text strong>{phaseName(step.phaseCode)}</Typography.Text>
                      <br />
                      <Typography.Text type="secondary">
                        {formatDay(step.reachedAt)} · {p('movedTo', { from: phaseName(step.fromPhaseCode), to: phaseName(step.phaseCode) })}
                      </Typography.Text>
                    </>
                  ),
                }))}
              />
            )}
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={p('trainingTitle')} data-testid="portrait-outcomes">
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'programmes', label: p('completedProgrammes'), children: data.training.completedProgrammes },
                { key: 'development', label: p('developmentOutcome'), children: p('developmentCounts', data.development) },
                { key: 'selection', label: p('selectionOutcome'), children: p('selectionCounts', data.selection) },
                {
                  key: 'recent',
                  label: p('recentProgrammes'),
                  children:
                    data.training.recent.length === 0
                      ? t('portrait.common.none')
                      : formatList(
                          data.training.recent.map((item) => item.title),
                          locale,
                        ),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={p('recordsTitle')}>
            <Table
              size="small"
              rowKey="kind"
              pagination={false}
              data-testid="portrait-records"
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={p('noRecords')} /> }}
              dataSource={data.records}
              columns={[
                {
                  title: p('kind'),
                  dataIndex: 'kind',
                  render: (kind: string) => (kind in PROFILE_KINDS ? PROFILE_KINDS[kind as ProfileKind].label[locale] : kind),
                },
                { title: p('total'), dataIndex: 'total', align: 'right' },
                { title: p('verified'), dataIndex: 'verified', align: 'right' },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

/**
 * /teacherPortrait: the signed-in teacher's growth at a glance (staff: `?userId=` of a teacher under them), from the
 * other domains' real data, beside the median teacher of the school and the district; exportable as a PDF, each
 * chart as an image.
 */
export default function TeacherPortraitPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readPortraitParams(searchParams), [searchParams]);
  const portrait = useTeacherPortrait(params);
  const [exporting, setExporting] = useState(false);
  const year = params.year ?? chinaYear();
  const changeYear = (value: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('year', String(value));
    setSearchParams(next);
  };
  const exportPdf = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await exportPortraitPdf(params);
      saveBlob(blob, fileName ?? 'portrait.pdf');
    } catch {
      // The request layer has shown why.
    } finally {
      setExporting(false);
    }
  };
  const extra = (
    <Flex gap={8} wrap>
      <Select<number>
        value={year}
        style={{ width: 110 }}
        aria-label={t('portrait.common.year')}
        options={Array.from({ length: 6 }, (_, index) => chinaYear() - index).map((value) => ({
          value,
          label: t('portrait.common.yearOption', { year: value }),
        }))}
        onChange={changeYear}
        data-testid="portrait-year"
      />
      <Button
        icon={<FilePdfOutlined />}
        loading={exporting}
        disabled={!portrait.data}
        onClick={() => void exportPdf()}
        data-testid="portrait-pdf"
      >
        {t('portrait.common.exportPdf')}
      </Button>
    </Flex>
  );
  return (
    <PageFrame title={t('routes.teacherPortrait')} extra={extra}>
      {portrait.data ? (
        <PortraitBody data={portrait.data} />
      ) : portrait.isError ? (
        <RetryAlert title={t('portrait.common.loadFailed')} onRetry={() => void portrait.refetch()} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} data-testid="portrait-loading" />
      )}
    </PageFrame>
  );
}
