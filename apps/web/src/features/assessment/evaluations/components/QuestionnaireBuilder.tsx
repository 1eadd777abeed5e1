import { PlusOutlined } from '@ant-design/icons';
import type { EvaluationPlacement, ManagedEvaluation } from '@yanxiu/contract/assessment-evaluations';
import { EvaluationQuestionKind } from '@yanxiu/contract/assessment-evaluation-enums';
import { ErrorCodes } from '@yanxiu/contract/errors';
import { AssessmentEvaluationLimits as L } from '@yanxiu/contract/limits';
import { Alert, Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { RequestError } from '@/shared/request/request';
import { notifier } from '@/shared/request/notifier';
import { ActionLink } from '@/shared/ui/ActionLink';
import { DraftPublishButton } from '../../components/DraftPublishButton';
import { StaleVersionAlert } from '../../components/StaleVersionAlert';
import { useVersionedDraft } from '../../components/use-versioned-draft';
import { usePublishEvaluation, useSaveEvaluation } from '../api/manage-evaluations';
import { evaluationResultsPath, manageEvaluationPath } from '../model/evaluation-paths';
import { failureText } from '../model/failure-text';
import {
  emptyQuestionnaire,
  moveQuestion,
  newQuestion,
  questionnaireProblem,
  questionnaireValues,
  toSaveBody,
  type QuestionDraft,
  type QuestionnaireValues,
} from '../model/questionnaire-form';
import { QuestionDraftCard } from './QuestionDraftCard';
import { QuestionnaireSettings } from './QuestionnaireSettings';

/** Someone else's save crossed ours (a stale version), not a refusal of what was sent. */
const isStale = (error: unknown) =>
  error instanceof RequestError && error.httpStatus === 409 && error.code !== ErrorCodes.ASSESSMENT_EVALUATION_LOCKED.code;

export type QuestionnaireBuilderProps = { evaluation: ManagedEvaluation | null; placement: EvaluationPlacement; onReload: () => void };

/** A questionnaire's settings and questions, saved as a draft and published; fixed (but for its texts around) once answered. */
export function QuestionnaireBuilder({ evaluation, placement, onReload }: QuestionnaireBuilderProps) {
  const { t } = useTranslation();
  const b = (key: string, values?: Record<string, unknown>) => t(`assessmentEvaluations.builder.${key}`, values);
  const navigate = useNavigate();
  const { values, dirty, conflict, change, save, publish } = useVersionedDraft<QuestionnaireValues>({
    initial: () => (evaluation ? questionnaireValues(evaluation) : emptyQuestionnaire()),
    isStale,
    failureText: (error) => failureText(t, error),
  });
  const saveEvaluation = useSaveEvaluation();
  const publishEvaluation = usePublishEvaluation();
  const locked = evaluation?.locked ?? false;
  const changeQuestions = (questions: QuestionDraft[]) => change({ questions });

  const handleSave = () => {
    const problem = questionnaireProblem(values);
    if (problem) {
      notifier().warning(b(`problems.${problem.problem}`, { position: problem.position }));
      return;
    }
    const body = toSaveBody(values, placement, evaluation ? { id: evaluation.id, version: evaluation.version } : null);
    save(saveEvaluation, body, b('saved'), (saved) => {
      if (!evaluation) navigate(manageEvaluationPath(saved.id), { replace: true });
    });
  };

  return (
    <Flex vertical gap={12} data-testid="evaluation-builder">
      {evaluation && (
        <Flex align="center" gap={8} wrap>
          <Tag color={evaluation.status === 'published' ? 'success' : 'default'} data-testid="evaluation-status">
            {t(`assessmentEvaluations.status.${evaluation.status}`)}
          </Tag>
          <Typography.Text type="secondary">
            {b('inProgramme', { programme: evaluation.programmeTitle, unit: evaluation.unitTitle })}
          </Typography.Text>
          <Typography.Text type="secondary">{b('updatedAt', { time: formatDateTime(evaluation.updatedAt) })}</Typography.Text>
          <Typography.Text type="secondary" data-testid="evaluation-responses">
            {b('responses', { count: evaluation.responseCount })}
          </Typography.Text>
          <ActionLink to={evaluationResultsPath(evaluation.id)} testId="evaluation-results-link">
            {b('results')}
          </ActionLink>
        </Flex>
      )}
      {conflict && <StaleVersionAlert testId="evaluation-conflict" title={b('conflict')} reloadText={b('reload')} onReload={onReload} />}
      <Card size="small" title={b('settings')}>
        <QuestionnaireSettings values={values} evaluation={evaluation} onChange={change} />
      </Card>
      <Card
        size="small"
        title={b('questions')}
        extra={<Typography.Text type="secondary">{b('questionCount', { count: values.questions.length })}</Typography.Text>}
      >
        <Flex vertical gap={12}>
          {locked && <Alert type="info" showIcon title={b('locked')} />}
          {values.questions.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={b('empty')} />}
          {values.questions.map((question, index) => (
            <QuestionDraftCard
              key={question.key}
              question={question}
              index={index}
              count={values.questions.length}
              locked={locked}
              onChange={(patch) =>
                changeQuestions(values.questions.map((entry) => (entry.key === question.key ? { ...entry, ...patch } : entry)))
              }
              onMove={(by) => changeQuestions(moveQuestion(values.questions, index, by))}
              onRemove={() => changeQuestions(values.questions.filter((entry) => entry.key !== question.key))}
            />
          ))}
          <Flex gap={8} wrap>
            {EvaluationQuestionKind.options.map((kind) => (
              <Button
                key={kind}
                icon={<PlusOutlined />}
                disabled={locked || values.questions.length >= L.questions}
                onClick={() => changeQuestions([...values.questions, newQuestion(kind)])}
                data-testid={`question-add-${kind}`}
              >
                {b('add', { kind: t(`assessmentEvaluations.kinds.${kind}`) })}
              </Button>
            ))}
          </Flex>
        </Flex>
      </Card>
      <Flex gap={8} wrap align="center">
        <Button type="primary" loading={saveEvaluation.isPending} onClick={handleSave} data-testid="evaluation-save">
          {b('save')}
        </Button>
        {evaluation && evaluation.status === 'draft' && (
          <DraftPublishButton
            dirty={dirty}
            pending={publishEvaluation.isPending}
            onPublish={() => publish(publishEvaluation, { evaluationId: evaluation.id, version: evaluation.version }, b('publishedNow'))}
            texts={{ confirm: b('publishConfirm'), publish: b('publish') }}
            testId="evaluation-publish"
          />
        )}
        {dirty && evaluation && <Typography.Text type="secondary">{b('saveFirst')}</Typography.Text>}
      </Flex>
    </Flex>
  );
}
