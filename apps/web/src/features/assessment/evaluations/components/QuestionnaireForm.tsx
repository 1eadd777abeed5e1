import type { TeacherEvaluation } from '@yanxiu/contract/assessment-evaluations';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { useRespondEvaluation } from '../api/teacher-evaluation';
import { missingRequired, toAnswers, tooLong, type AnswerDraft } from '../model/answers';
import { failureText } from '../model/failure-text';
import { QuestionInput } from './QuestionInput';

// Said to screen readers in place of the star that marks a required question.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Moves the keyboard to the first question named by `positions`, so the teacher lands where the answer is missing. */
function focusQuestion(position: number | undefined): void {
  if (position === undefined) return;
  const card = document.getElementById(`evaluation-question-${position}`);
  card?.scrollIntoView?.({ block: 'center' });
  card?.querySelector<HTMLElement>('input:not([disabled]), textarea')?.focus();
}

/**
 * The questions to answer and the submit button: a submit with required questions unanswered (or a text too long)
 * says which, by position, and sends nothing. `onDone` gets the questionnaire as answered.
 */
export function QuestionnaireForm({
  evaluation,
  onDone,
}: {
  evaluation: TeacherEvaluation;
  onDone: (answered: TeacherEvaluation) => void;
}) {
  const { t } = useTranslation();
  const e = (key: string, values?: Record<string, unknown>) => t(`assessmentEvaluations.teacher.${key}`, values);
  const [answers, setAnswers] = useState<Array<AnswerDraft | undefined>>(() => evaluation.questions.map(() => undefined));
  const [shown, setShown] = useState<{ missing: number[]; long: number[] } | null>(null);
  const respond = useRespondEvaluation();
  const locale = currentLocale();
  const missing = missingRequired(evaluation.questions, answers);
  const long = tooLong(evaluation.questions, answers);
  // Once told, the notice follows the answers: it shrinks as the missing questions are answered.
  const problems = shown ? { missing, long } : null;

  const submit = () => {
    if (missing.length > 0 || long.length > 0) {
      setShown({ missing, long });
      focusQuestion(missing[0] ?? long[0]);
      return;
    }
    setShown(null);
    respond.mutate(
      { evaluationId: evaluation.id, answers: toAnswers(evaluation.questions, answers) },
      { onSuccess: onDone, onError: (error) => notifier().error(failureText(t, error)) },
    );
  };

  return (
    <Flex vertical gap={12} data-testid="questionnaire-form">
      <Typography.Text type="secondary">{e('requiredLegend')}</Typography.Text>
      {evaluation.questions.map((question, index) => {
        const position = index + 1;
        const labelId = `evaluation-prompt-${position}`;
        const unanswered = problems?.missing.includes(position) ?? false;
        return (
          <Card
            key={index}
            size="small"
            id={`evaluation-question-${position}`}
            data-testid={`answer-${index}`}
            style={unanswered ? { borderColor: '#ff4d4f' } : undefined}
          >
            <Flex vertical gap={8}>
              <Typography.Text strong id={labelId} style={{ whiteSpace: 'pre-wrap' }}>
                {question.kind === 'rating'
                  ? e('scaleGroup', { prompt: `${position}. ${question.prompt}`, scale: question.scale })
                  : `${position}. ${question.prompt}`}
                {question.required && (
                  <>
                    <Typography.Text type="danger" aria-hidden style={{ marginInlineStart: 4 }}>
                      *
                    </Typography.Text>
                    <span style={visuallyHidden}>{e('required')}</span>
                  </>
                )}
              </Typography.Text>
              <QuestionInput
                question={question}
                answer={answers[index]}
                labelId={labelId}
                testId={`answer-input-${index}`}
                onChange={(answer) => setAnswers((now) => now.map((entry, at) => (at === index ? answer : entry)))}
              />
            </Flex>
          </Card>
        );
      })}
      {problems && (problems.missing.length > 0 || problems.long.length > 0) && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="answers-missing"
          title={
            <Flex vertical>
              {problems.missing.length > 0 && (
                <span>{e('missing', { count: problems.missing.length, positions: formatList(problems.missing.map(String), locale) })}</span>
              )}
              {problems.long.length > 0 && (
                <span>{e('tooLong', { count: problems.long.length, positions: formatList(problems.long.map(String), locale) })}</span>
              )}
            </Flex>
          }
        />
      )}
      <div>
        <Button type="primary" size="large" loading={respond.isPending} onClick={submit} data-testid="evaluation-submit">
          {e('submit')}
        </Button>
      </div>
    </Flex>
  );
}
