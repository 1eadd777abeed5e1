import '../../../i18n/evaluations.register';
import type { TeacherEvaluation } from '@yanxiu/contract/assessment-evaluations';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { RequestError } from '@/shared/request/request';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { usePageSubject } from '@/shared/ui/page-subject';
import { parseId } from '../../../exams/model/parse-id';
import { EVALUATIONS_KEY } from '../../api/keys';
import { useTeacherEvaluation, type EvaluationRef } from '../../api/teacher-evaluation';
import { QuestionnaireForm } from '../../components/QuestionnaireForm';

/** After answering (or when already answered): thanks, the unit completed, and the way back to the programme. */
function ThankYou() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key } = useLocation();
  // Opened from the programme page, back is the programme (its ticks read again); opened directly, the training hub.
  const back = () => (key === 'default' ? navigate('/training') : navigate(-1));
  return (
    <Result
      status="success"
      title={t('assessmentEvaluations.teacher.thanks')}
      subTitle={t('assessmentEvaluations.teacher.thanksText')}
      data-testid="evaluation-thanks"
      extra={
        <Button type="primary" onClick={back} data-testid="evaluation-back">
          {t('assessmentEvaluations.teacher.backToProgramme')}
        </Button>
      }
    />
  );
}

/** The questionnaire: its introduction, whether answers are anonymous (said before the questions), then the questions or why not. */
function Questionnaire({ evaluation, onDone }: { evaluation: TeacherEvaluation; onDone: (answered: TeacherEvaluation) => void }) {
  const { t } = useTranslation();
  const e = (key: string, values?: Record<string, unknown>) => t(`assessmentEvaluations.teacher.${key}`, values);
  if (evaluation.responded) return <ThankYou />;
  return (
    <Flex vertical gap={12} data-testid="teacher-evaluation" style={{ maxWidth: 860 }}>
      <Typography.Text type="secondary">
        {e('window', { start: formatDateTime(evaluation.opensAt), end: formatDateTime(evaluation.closesAt) })}
      </Typography.Text>
      {evaluation.intro && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{evaluation.intro}</Typography.Paragraph>
      )}
      <Alert
        type={evaluation.anonymous ? 'success' : 'info'}
        showIcon
        title={e(evaluation.anonymous ? 'anonymousNotice' : 'namedNotice')}
        data-testid="evaluation-anonymity"
      />
      {evaluation.blocker !== null ? (
        <Alert type="warning" showIcon title={e(`blocker.${evaluation.blocker}`)} data-testid="evaluation-blocker" />
      ) : (
        <QuestionnaireForm evaluation={evaluation} onDone={onDone} />
      )}
    </Flex>
  );
}

/**
 * A teacher's questionnaire (`/training/evaluation/unit/:unitId` from a programme's evaluation unit, or
 * `/training/evaluation/:evaluationId`): answered once; answering completes the unit.
 */
export default function EvaluationPage() {
  const { t } = useTranslation();
  const params = useParams();
  const client = useQueryClient();
  const evaluationId = parseId(params.evaluationId);
  const unitId = parseId(params.unitId);
  const ref: EvaluationRef | null = evaluationId !== null ? { evaluationId } : unitId !== null ? { unitId } : null;
  const evaluation = useTeacherEvaluation(ref);
  usePageSubject(evaluation.data?.title);
  const title = evaluation.data?.title ?? t('assessmentEvaluations.teacher.title');
  const notFound = t('assessmentEvaluations.teacher.notFound');

  let body;
  if (ref === null) body = <LoadFailure error={new RequestError('', 404, null)} notFound={notFound} onRetry={() => undefined} />;
  else if (evaluation.isPending)
    body = (
      <div data-testid="evaluation-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  else if (evaluation.isError)
    body = (
      <LoadFailure error={evaluation.error} notFound={notFound} onRetry={() => void evaluation.refetch()} testId="evaluation-failed" />
    );
  else
    body = (
      <Questionnaire
        evaluation={evaluation.data}
        onDone={(answered) => client.setQueryData([...EVALUATIONS_KEY, 'teacher', ref], answered)}
      />
    );
  return <PageFrame title={title}>{body}</PageFrame>;
}
