import type { AnswerBody, ResultQuestion } from '@yanxiu/contract/assessment-exams';
import { QuestionKind } from '@yanxiu/contract/assessment-bank-enums';
import { Card, Flex, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { RichHtml } from '../../components/RichHtml';

const OUTCOME_COLORS = { correct: 'success', partial: 'warning', wrong: 'error', unanswered: 'default', pending: 'processing' } as const;

/** An answer in words: the letters of the options as the attempt showed them, true or false, the blanks, the text. */
function answerText(t: TFunction, question: ResultQuestion, answer: AnswerBody | null, locale: string): string {
  if (!answer) return t('assessmentExams.result.noAnswer');
  const letter = (key: string) => {
    const index = question.options.findIndex((option) => option.key === key);
    return index < 0 ? key : String.fromCharCode(65 + index);
  };
  if (answer.kind === 'single') return letter(answer.choice);
  if (answer.kind === 'multiple') return formatList(answer.choices.map(letter), locale);
  if (answer.kind === 'true_false') return answer.value ? t('assessment.trueFalse.true') : t('assessment.trueFalse.false');
  if (answer.kind === 'fill_blank')
    return formatList(
      answer.blanks.map((blank) => blank || '—'),
      locale,
    );
  return answer.text;
}

/** Each question of a submitted attempt, as far as the exam reveals: outcome and points, and the correct answer and explanation when allowed. */
export function ResultQuestions({ questions }: { questions: ResultQuestion[] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Flex vertical gap={12} data-testid="result-questions">
      {questions.map((question) => (
        <Card
          key={question.position}
          size="small"
          data-testid={`result-${question.position}`}
          title={t('assessmentExams.attempt.questionOf', { position: question.position, total: questions.length })}
          extra={
            <Flex gap={6} align="center" wrap>
              <Typography.Text type="secondary">{QuestionKind.label(question.kind, locale)}</Typography.Text>
              <Tag color={OUTCOME_COLORS[question.outcome]}>{t(`assessmentExams.outcome.${question.outcome}`)}</Tag>
              <span>
                {question.awarded === null
                  ? t('assessmentExams.result.awaitingPoints', { count: question.points })
                  : t('assessmentExams.result.awarded', { awarded: question.awarded, count: question.points })}
              </span>
            </Flex>
          }
        >
          <Flex vertical gap={8}>
            <RichHtml className="exam-rich-text" html={question.stem} />
            <Typography.Text>
              {t('assessmentExams.result.yourAnswer')}{' '}
              <span style={{ whiteSpace: 'pre-wrap' }}>{answerText(t, question, question.answer, locale)}</span>
            </Typography.Text>
            {question.correct && (
              <Typography.Text type="success" data-testid={`correct-${question.position}`}>
                {t('assessmentExams.result.correctAnswer')} {answerText(t, question, question.correct, locale)}
              </Typography.Text>
            )}
            {question.explanation && (
              <div>
                <Typography.Text strong>{t('assessmentExams.result.explanation')}</Typography.Text>
                <RichHtml className="exam-rich-text" html={question.explanation} />
              </div>
            )}
            {question.feedback && (
              <Typography.Text>
                {t('assessmentExams.result.feedback')} {question.feedback}
              </Typography.Text>
            )}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
