import type { AnswerBody, PaperQuestion } from '@yanxiu/contract/assessment-exams';
import { AssessmentExamLimits } from '@yanxiu/contract/limits';
import { Checkbox, Flex, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../components/RichHtml';

export type AnswerInputProps = {
  question: PaperQuestion;
  value: AnswerBody | null;
  /** The answer as given; `typed` when it comes from typing, so its save waits for a pause. */
  onChange: (answer: AnswerBody | null, typed: boolean) => void;
  disabled?: boolean;
};

/** An option's text is the bank's sanitised rich text; the key (A, B…) leads it as on a printed paper. */
function OptionLabel({ index, text }: { index: number; text: string }) {
  return (
    <Flex gap={6} align="baseline">
      <strong>{String.fromCharCode(65 + index)}.</strong>
      <RichHtml inline className="exam-rich-text" html={text} />
    </Flex>
  );
}

/**
 * The answer field of one question, by kind: options (one or several), true or false, one input per blank, or a text
 * for a short answer. Options are lettered in the order shown; the answer names them by their keys, whatever the order.
 */
export function AnswerInput({ question, value, onChange, disabled = false }: AnswerInputProps) {
  const { t } = useTranslation();
  const label = t('assessmentExams.attempt.answerOf', { position: question.position });
  if (question.kind === 'single') {
    return (
      <Radio.Group
        aria-label={label}
        disabled={disabled}
        value={value?.kind === 'single' ? value.choice : undefined}
        onChange={(event) => onChange({ kind: 'single', choice: String(event.target.value) }, false)}
      >
        <Flex vertical gap={8}>
          {question.options.map((option, index) => (
            <Radio key={option.key} value={option.key} data-testid={`option-${question.position}-${index}`}>
              <OptionLabel index={index} text={option.text} />
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    );
  }
  if (question.kind === 'multiple') {
    const chosen = value?.kind === 'multiple' ? value.choices : [];
    return (
      <Checkbox.Group
        aria-label={label}
        disabled={disabled}
        value={chosen}
        onChange={(keys) => {
          // The options' order, not the order of the clicks, so a repeat of the same choice saves the same answer.
          const ordered = question.options.map((option) => option.key).filter((key) => keys.includes(key));
          onChange(ordered.length === 0 ? null : { kind: 'multiple', choices: ordered }, false);
        }}
      >
        <Flex vertical gap={8}>
          {question.options.map((option, index) => (
            <Checkbox key={option.key} value={option.key} data-testid={`option-${question.position}-${index}`}>
              <OptionLabel index={index} text={option.text} />
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
    );
  }
  if (question.kind === 'true_false') {
    return (
      <Radio.Group
        aria-label={label}
        disabled={disabled}
        value={value?.kind === 'true_false' ? value.value : undefined}
        onChange={(event) => onChange({ kind: 'true_false', value: event.target.value === true }, false)}
      >
        <Flex gap={16} wrap>
          <Radio value={true} data-testid={`option-${question.position}-true`}>
            {t('assessment.trueFalse.true')}
          </Radio>
          <Radio value={false} data-testid={`option-${question.position}-false`}>
            {t('assessment.trueFalse.false')}
          </Radio>
        </Flex>
      </Radio.Group>
    );
  }
  if (question.kind === 'fill_blank') {
    const count = Math.max(1, question.blankCount);
    const blanks = value?.kind === 'fill_blank' ? value.blanks : [];
    return (
      <Flex vertical gap={8}>
        {Array.from({ length: count }, (_, index) => (
          <Flex key={index} vertical gap={2}>
            <Typography.Text type="secondary">{t('assessmentExams.attempt.blank', { number: index + 1 })}</Typography.Text>
            <Input
              value={blanks[index] ?? ''}
              maxLength={AssessmentExamLimits.blank}
              disabled={disabled}
              aria-label={t('assessmentExams.attempt.blankOf', { position: question.position, number: index + 1 })}
              data-testid={`blank-${question.position}-${index}`}
              onChange={(event) => {
                const next = Array.from({ length: count }, (_, at) => (at === index ? event.target.value : (blanks[at] ?? '')));
                onChange(next.every((blank) => blank.trim() === '') ? null : { kind: 'fill_blank', blanks: next }, true);
              }}
            />
          </Flex>
        ))}
      </Flex>
    );
  }
  return (
    <Input.TextArea
      value={value?.kind === 'short_answer' ? value.text : ''}
      maxLength={AssessmentExamLimits.answerText}
      showCount
      autoSize={{ minRows: 5, maxRows: 16 }}
      disabled={disabled}
      aria-label={label}
      data-testid={`text-${question.position}`}
      onChange={(event) => onChange(event.target.value.trim() === '' ? null : { kind: 'short_answer', text: event.target.value }, true)}
    />
  );
}

/** Whether a question has an answer worth counting as given. */
export function isAnswered(answer: AnswerBody | null | undefined): boolean {
  if (!answer) return false;
  if (answer.kind === 'multiple') return answer.choices.length > 0;
  if (answer.kind === 'fill_blank') return answer.blanks.some((blank) => blank.trim() !== '');
  if (answer.kind === 'short_answer') return answer.text.trim() !== '';
  return true;
}
