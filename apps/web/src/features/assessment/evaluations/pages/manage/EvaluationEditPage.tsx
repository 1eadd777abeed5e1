import '../../../i18n/evaluations.register';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { RequestError } from '@/shared/request/request';
import { ActionLink } from '@/shared/ui/ActionLink';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { parseId } from '../../../exams/model/parse-id';
import { useManagedEvaluation, useProgrammeEvaluations } from '../../api/manage-evaluations';
import { EvaluationStaffGate } from '../../components/EvaluationStaffGate';
import { QuestionnaireBuilder } from '../../components/QuestionnaireBuilder';
import { manageEvaluationPath } from '../../model/evaluation-paths';

const Loading = () => (
  <div data-testid="evaluation-loading">
    <Skeleton active paragraph={{ rows: 8 }} />
  </div>
);

/**
 * From a programme's saved evaluation unit (`/manage/assessment/evaluations/new?unitId=&programmeId=`): the unit's
 * questionnaire when it has one already, else an empty builder placed on the unit.
 */
function NewEvaluation() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const unitId = parseId(params.get('unitId'));
  const programmeId = parseId(params.get('programmeId'));
  const existing = useProgrammeEvaluations(unitId !== null ? programmeId : null);
  if (unitId === null || programmeId === null)
    return (
      <Alert
        type="info"
        showIcon
        data-testid="evaluation-needs-unit"
        title={t('assessmentEvaluations.builder.needsUnit')}
        action={<ActionLink to="/manage/training">{t('assessmentEvaluations.builder.toProgrammes')}</ActionLink>}
      />
    );
  if (existing.isPending) return <Loading />;
  if (existing.isError) return <RetryAlert onRetry={() => void existing.refetch()} />;
  const found = existing.data.records.find((evaluation) => evaluation.placement.unitId === unitId);
  if (found) return <Navigate to={manageEvaluationPath(found.id)} replace />;
  return <QuestionnaireBuilder evaluation={null} placement={{ kind: 'unit', unitId }} onReload={() => void existing.refetch()} />;
}

/** A saved questionnaire in the builder; a newer version (after a save, a publish or a conflict) replaces the form. */
function SavedEvaluation({ evaluationId }: { evaluationId: number }) {
  const { t } = useTranslation();
  const evaluation = useManagedEvaluation(evaluationId);
  if (evaluation.isPending) return <Loading />;
  if (evaluation.isError)
    return (
      <LoadFailure
        error={evaluation.error}
        notFound={t('assessmentEvaluations.builder.notFound')}
        onRetry={() => void evaluation.refetch()}
        testId="evaluation-failed"
      />
    );
  return (
    <QuestionnaireBuilder
      key={`${evaluation.data.id}-${evaluation.data.version}`}
      evaluation={evaluation.data}
      placement={evaluation.data.placement}
      onReload={() => void evaluation.refetch()}
    />
  );
}

/** The staff's questionnaire builder (`/manage/assessment/evaluations/:evaluationId`, or `/new` from a programme's evaluation unit). */
export default function EvaluationEditPage() {
  const { t } = useTranslation();
  const raw = useParams().evaluationId;
  const evaluationId = parseId(raw);
  const title = t('routes.manageAssessmentEvaluation');
  let body;
  if (raw === undefined) body = <NewEvaluation />;
  else if (evaluationId === null)
    body = (
      <LoadFailure
        error={new RequestError('', 404, null)}
        notFound={t('assessmentEvaluations.builder.notFound')}
        onRetry={() => undefined}
      />
    );
  else body = <SavedEvaluation evaluationId={evaluationId} />;
  return (
    <EvaluationStaffGate pageTitle={title}>
      <PageFrame title={title}>{body}</PageFrame>
    </EvaluationStaffGate>
  );
}
