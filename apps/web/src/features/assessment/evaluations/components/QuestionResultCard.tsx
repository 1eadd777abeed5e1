import type { EvaluationQuestionResult } from '@yanxiu/contract/assessment-evaluations';
import { Card, Empty, Flex, List, Skeleton, Table, Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { countsChartHeight } from '../model/chart-height';
import { formatMean, resultRows, type ResultRow } from '../model/result-rows';

const CountsChart = lazy(() => import('./CountsChart'));

/** A rating or choice question's answers: bars, and the same numbers in a table (the chart's text alternative). */
function CountsResult({ question }: { question: Exclude<EvaluationQuestionResult, { kind: 'text' }> }) {
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`assessmentEvaluations.results.${key}`, values);
  const rows = useMemo(() => resultRows(question, (value) => t('assessmentEvaluations.results.points', { count: value })), [question, t]);
  const labels = useMemo(() => rows.map((row) => row.label), [rows]);
  const counts = useMemo(() => rows.map((row) => row.count), [rows]);
  const horizontal = question.kind !== 'rating';
  const height = countsChartHeight(rows.length, horizontal);
  const position = question.position + 1;
  return (
    <Flex vertical gap={12}>
      <div style={{ minHeight: height }}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          <CountsChart
            labels={labels}
            counts={counts}
            seriesLabel={r('count')}
            ariaLabel={r('chartName', { position })}
            horizontal={horizontal}
            height={height}
            testId={`result-chart-${question.position}`}
          />
        </Suspense>
      </div>
      <Table<ResultRow>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={rows}
        aria-label={r('tableName', { position })}
        data-testid={`result-table-${question.position}`}
        columns={[
          { title: r(question.kind === 'rating' ? 'rating' : 'option'), dataIndex: 'label' },
          { title: r('count'), dataIndex: 'count', width: 90, align: 'right' },
          {
            title: r('share'),
            dataIndex: 'percent',
            width: 90,
            align: 'right',
            render: (percent: number) => t('assessmentEvaluations.common.percent', { percent }),
          },
        ]}
      />
    </Flex>
  );
}

/** An open question's answers, listed; a named questionnaire names who wrote each. */
function TextsResult({ question }: { question: Extract<EvaluationQuestionResult, { kind: 'text' }> }) {
  const { t } = useTranslation();
  if (question.texts.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assessmentEvaluations.results.noTexts')} />;
  return (
    <List
      size="small"
      bordered
      data-testid={`result-texts-${question.position}`}
      aria-label={t('assessmentEvaluations.results.textCount', { count: question.texts.length })}
      dataSource={question.texts}
      renderItem={(answer) => (
        <List.Item>
          <Flex vertical gap={2}>
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{answer.text}</Typography.Text>
            {answer.respondent && <Typography.Text type="secondary">{answer.respondent}</Typography.Text>}
          </Flex>
        </List.Item>
      )}
    />
  );
}

/** One question's results: its prompt and kind, how many answered, a rating's mean, then its chart and table or its texts. */
export function QuestionResultCard({ question }: { question: EvaluationQuestionResult }) {
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`assessmentEvaluations.results.${key}`, values);
  const position = question.position + 1;
  return (
    <Card
      size="small"
      data-testid={`result-${question.position}`}
      title={
        <Typography.Text strong style={{ whiteSpace: 'normal' }}>
          {r('questionTitle', { position, prompt: question.prompt })}
        </Typography.Text>
      }
    >
      <Flex vertical gap={12}>
        <Flex gap={8} wrap align="center">
          <Tag>{t(`assessmentEvaluations.kinds.${question.kind}`)}</Tag>
          {!question.required && <Tag>{r('optional')}</Tag>}
          <Typography.Text type="secondary">{r('answered', { count: question.answered })}</Typography.Text>
          {question.kind === 'rating' && (
            <Typography.Text strong data-testid={`result-mean-${question.position}`}>
              {question.mean === null
                ? r('noMean')
                : r('mean', { mean: formatMean(question.mean, currentLocale()), scale: question.scale })}
            </Typography.Text>
          )}
        </Flex>
        {question.kind === 'rating' && (question.lowLabel || question.highLabel) && (
          <Typography.Text type="secondary">
            {r('scaleEnds', { low: question.lowLabel || '-', high: question.highLabel || '-', scale: question.scale })}
          </Typography.Text>
        )}
        {question.kind === 'text' ? <TextsResult question={question} /> : <CountsResult question={question} />}
      </Flex>
    </Card>
  );
}
