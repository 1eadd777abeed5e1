import '../../../i18n/evaluations.register';
import type { EvaluationResults } from '@yanxiu/contract/assessment-evaluations';
import { Card, Empty, Flex, Progress, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { RequestError } from '@/shared/request/request';
import { ActionLink } from '@/shared/ui/ActionLink';
import { DownloadButton } from '@/shared/ui/DownloadButton';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { usePageSubject } from '@/shared/ui/page-subject';
import { parseId } from '../../../exams/model/parse-id';
import { exportEvaluationResults, useEvaluationResults } from '../../api/results';
import { EvaluationStaffGate } from '../../components/EvaluationStaffGate';
import { QuestionResultCard } from '../../components/QuestionResultCard';
import { manageEvaluationPath } from '../../model/evaluation-paths';
import { percentOf } from '../../model/result-rows';

/** How many answered of the enrolled, the rate, the window, and whose names the results carry. */
function ResultsSummary({ results }: { results: EvaluationResults }) {
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`assessmentEvaluations.results.${key}`, values);
  const percent = percentOf(results.responseCount, results.enrolledCount);
  const { evaluation } = results;
  return (
    <Card size="small" title={r('summary')} data-testid="results-summary">
      <Flex vertical gap={8}>
        <Flex gap={8} wrap align="center">
          <Tag color={evaluation.status === 'published' ? 'success' : 'default'}>
            {t(`assessmentEvaluations.status.${evaluation.status}`)}
          </Tag>
          <Tag>{t(evaluation.anonymous ? 'assessmentEvaluations.common.anonymous' : 'assessmentEvaluations.common.named')}</Tag>
          <Typography.Text type="secondary">
            {t('assessmentEvaluations.builder.inProgramme', { programme: evaluation.programmeTitle, unit: evaluation.unitTitle })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('assessmentEvaluations.common.range', {
              start: formatDateTime(evaluation.window.opensAt),
              end: formatDateTime(evaluation.window.closesAt),
            })}
          </Typography.Text>
        </Flex>
        <Typography.Text data-testid="results-responded">
          {r('responded', { responses: results.responseCount, enrolled: results.enrolledCount })}
        </Typography.Text>
        <Progress percent={percent} aria-label={r('rate', { percent })} format={() => r('rate', { percent })} style={{ maxWidth: 480 }} />
        <Typography.Text type="secondary">{r(evaluation.anonymous ? 'anonymousNote' : 'namedNote')}</Typography.Text>
      </Flex>
    </Card>
  );
}

/** A questionnaire's results (`/manage/assessment/evaluations/:evaluationId/results`): the rate, then each question's answers. */
export default function EvaluationResultsPage() {
  const { t } = useTranslation();
  return (
    <EvaluationStaffGate pageTitle={t('routes.manageAssessmentEvaluationResults')}>
      <ResultsView />
    </EvaluationStaffGate>
  );
}

/** The results, read only once the gate lets the caller in. */
function ResultsView() {
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`assessmentEvaluations.results.${key}`, values);
  const evaluationId = parseId(useParams().evaluationId);
  const results = useEvaluationResults(evaluationId);
  usePageSubject(results.data?.evaluation.title);
  const title = results.data?.evaluation.title ?? t('routes.manageAssessmentEvaluationResults');

  let body;
  if (evaluationId === null)
    body = <LoadFailure error={new RequestError('', 404, null)} notFound={r('notFound')} onRetry={() => undefined} />;
  else if (results.isPending)
    body = (
      <div data-testid="results-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  else if (results.isError)
    body = <LoadFailure error={results.error} notFound={r('notFound')} onRetry={() => void results.refetch()} testId="results-failed" />;
  else
    body = (
      <Flex vertical gap={12} data-testid="evaluation-results">
        <ResultsSummary results={results.data} />
        {results.data.responseCount === 0 ? (
          <Card size="small">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={r('noResponses')} data-testid="results-empty" />
          </Card>
        ) : (
          results.data.questions.map((question) => <QuestionResultCard key={question.position} question={question} />)
        )}
      </Flex>
    );
  const extra =
    evaluationId !== null && results.data ? (
      <Flex gap={8} wrap>
        <ActionLink to={manageEvaluationPath(evaluationId)} testId="results-to-builder">
          {r('toBuilder')}
        </ActionLink>
        <DownloadButton download={() => exportEvaluationResults(evaluationId)} fallbackName={r('exportName')} testId="results-export">
          {r('export')}
        </DownloadButton>
      </Flex>
    ) : undefined;
  return (
    <PageFrame title={title} extra={extra}>
      {body}
    </PageFrame>
  );
}
