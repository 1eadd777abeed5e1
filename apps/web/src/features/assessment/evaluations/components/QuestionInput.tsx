import type { EvaluationQuestion } from '@yanxiu/contract/assessment-evaluations';
import { Checkbox, Flex, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnswerDraft } from '../model/answers';

type InputProps<K extends EvaluationQuestion['kind']> = {
  question: Extract<EvaluationQuestion, { kind: K }>;
  answer: AnswerDraft | undefined;
  /** The id of the question's prompt, which names the group of inputs. */
  labelId: string;
  testId: string;
  onChange: (answer: AnswerDraft) => void;
};

/** A rating as a row of radio buttons 1..N between the scale's end labels; each point's name says its end's meaning. */
function RatingInput({ question, answer, labelId, testId, onChange }: InputProps<'rating'>) {
  const { t } = useTranslation();
  const points = Array.from({ length: question.scale }, (_, index) => index + 1);
  const meaning = (value: number) => (value === 1 ? question.lowLabel : value === question.scale ? question.highLabel : '');
  return (
    <Flex gap={8} wrap align="center">
      {question.lowLabel && (
        <Typography.Text type="secondary" aria-hidden>
          {question.lowLabel}
        </Typography.Text>
      )}
      <Radio.Group
        value={answer?.kind === 'rating' ? answer.value : undefined}
        aria-labelledby={labelId}
        aria-required={question.required}
        onChange={(event) => onChange({ kind: 'rating', value: Number(event.target.value) })}
        data-testid={testId}
      >
        {points.map((value) => (
          <Radio.Button
            key={value}
            value={value}
            aria-label={
              meaning(value)
                ? t('assessmentEvaluations.teacher.pointWithLabel', { value, label: meaning(value) })
                : t('assessmentEvaluations.teacher.point', { value })
            }
          >
            {value}
          </Radio.Button>
        ))}
      </Radio.Group>
      {question.highLabel && (
        <Typography.Text type="secondary" aria-hidden>
          {question.highLabel}
        </Typography.Text>
      )}
    </Flex>
  );
}

function SingleInput({ question, answer, labelId, testId, onChange }: InputProps<'single'>) {
  return (
    <Radio.Group
      value={answer?.kind === 'single' ? answer.option : undefined}
      aria-labelledby={labelId}
      aria-required={question.required}
      onChange={(event) => onChange({ kind: 'single', option: Number(event.target.value) })}
      data-testid={testId}
    >
      <Flex vertical gap={6}>
        {question.options.map((option, index) => (
          <Radio key={index} value={index}>
            {option}
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}

function MultipleInput({ question, answer, labelId, testId, onChange }: InputProps<'multiple'>) {
  const { t } = useTranslation();
  const chosen = answer?.kind === 'multiple' ? answer.options : [];
  return (
    <div role="group" aria-labelledby={labelId} data-testid={testId}>
      <Typography.Text type="secondary">{t('assessmentEvaluations.teacher.chooseAny')}</Typography.Text>
      <Checkbox.Group
        value={chosen}
        onChange={(options) => onChange({ kind: 'multiple', options: options.map(Number) })}
        style={{ display: 'block' }}
      >
        <Flex vertical gap={6}>
          {question.options.map((option, index) => (
            <Checkbox key={index} value={index}>
              {option}
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
    </div>
  );
}

/** Open text with its count of characters against the question's limit (said to screen readers as it changes). */
function TextInput({ question, answer, labelId, testId, onChange }: InputProps<'text'>) {
  const { t } = useTranslation();
  const text = answer?.kind === 'text' ? answer.text : '';
  const counterId = `${labelId}-counter`;
  return (
    <Flex vertical gap={4}>
      <Input.TextArea
        value={text}
        maxLength={question.maxLength}
        autoSize={{ minRows: 3, maxRows: 10 }}
        aria-labelledby={labelId}
        aria-describedby={counterId}
        aria-required={question.required}
        onChange={(event) => onChange({ kind: 'text', text: event.target.value })}
        data-testid={testId}
      />
      <Typography.Text type="secondary" id={counterId} aria-live="polite" style={{ alignSelf: 'flex-end' }}>
        {t('assessmentEvaluations.teacher.counter', { length: text.length, max: question.maxLength })}
      </Typography.Text>
    </Flex>
  );
}

/** The input a question's kind asks for. */
export function QuestionInput(props: { question: EvaluationQuestion } & Omit<InputProps<EvaluationQuestion['kind']>, 'question'>) {
  const { question } = props;
  if (question.kind === 'rating') return <RatingInput {...props} question={question} />;
  if (question.kind === 'single') return <SingleInput {...props} question={question} />;
  if (question.kind === 'multiple') return <MultipleInput {...props} question={question} />;
  return <TextInput {...props} question={question} />;
}
