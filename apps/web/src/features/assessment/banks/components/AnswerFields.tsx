import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { normaliseBlankAnswer } from '@yanxiu/contract/assessment-answers';
import { OPTION_KEYS } from '@yanxiu/contract/assessment-bank-enums';
import { AssessmentLimits } from '@yanxiu/contract/limits';
import { Button, Checkbox, Flex, Form, Radio, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '@/shared/ui/RichTextEditor';
import { correctMarksProblem, type QuestionFormValues } from '../model/question-form';

type Props = { form: FormInstance<QuestionFormValues> };

/**
 * A choice question's options, keyed A, B, C… in order, each marked correct or not. In a single choice, marking one
 * unmarks the others; the contract's rule (exactly one, or at least two) is said above the list and checked on save.
 */
export function OptionsField({ form, kind }: Props & { kind: 'single' | 'multiple' }) {
  const { t } = useTranslation();
  const m = (key: string, options?: Record<string, unknown>) => t(`assessmentBanks.editor.${key}`, options ?? {});
  const markOnly = (index: number, checked: boolean) => {
    if (kind !== 'single' || !checked) return;
    const options = form.getFieldValue('options') as QuestionFormValues['options'];
    form.setFieldValue(
      'options',
      options.map((option, at) => ({ ...option, correct: at === index })),
    );
  };
  return (
    <Form.List
      name="options"
      rules={[
        {
          validator: async (_, options: QuestionFormValues['options']) => {
            const problem = correctMarksProblem(kind, options ?? []);
            if (problem) throw new Error(m(problem));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label={m('options')} extra={m(kind === 'single' ? 'singleRule' : 'multipleRule')} required>
          <Flex vertical gap={8} data-testid="question-options">
            {fields.map((field, index) => {
              const key = OPTION_KEYS[index]!;
              return (
                <Flex key={field.key} gap={8} align="flex-start">
                  <Form.Item name={[field.name, 'correct']} valuePropName="checked" noStyle>
                    <Checkbox
                      aria-label={m('correctOf', { key })}
                      onChange={(event) => markOnly(index, event.target.checked)}
                      data-testid={`option-correct-${key}`}
                    >
                      {key}
                    </Checkbox>
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'text']}
                    rules={[{ required: true, whitespace: true, message: m('optionRequired', { key }) }]}
                    style={{ flex: 1, minWidth: 0, marginBottom: 0 }}
                  >
                    <RichTextEditor label={m('optionLabel', { key })} testId={`option-text-${key}`} picturePurpose="question_picture" />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    disabled={fields.length <= 2}
                    aria-label={m('removeOption', { key })}
                    onClick={() => remove(field.name)}
                    data-testid={`option-remove-${key}`}
                  />
                </Flex>
              );
            })}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= AssessmentLimits.options}
              onClick={() => add({ text: '', correct: false })}
              data-testid="option-add"
            >
              {m('addOption')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Flex>
        </Form.Item>
      )}
    </Form.List>
  );
}

/** A true-or-false question's answer. */
export function TrueFalseField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="trueFalse"
      label={t('assessmentBanks.editor.trueFalse')}
      rules={[{ required: true, message: t('assessmentBanks.editor.trueFalseRequired') }]}
    >
      <Radio.Group
        options={[
          { value: true, label: t('assessment.trueFalse.true') },
          { value: false, label: t('assessment.trueFalse.false') },
        ]}
        data-testid="question-true-false"
      />
    </Form.Item>
  );
}

/**
 * A fill-in question's blanks, answered in order, each with the answers it accepts (typed, Enter adding each). Two
 * answers that read the same once normalised (spaces, width, letter case) are one: the contract refuses the pair.
 */
export function BlanksField() {
  const { t } = useTranslation();
  const m = (key: string, options?: Record<string, unknown>) => t(`assessmentBanks.editor.${key}`, options ?? {});
  return (
    <Form.List name="blanks">
      {(fields, { add, remove }) => (
        <Form.Item label={m('blanks')} extra={m('blankRule')} required>
          <Flex vertical gap={8} data-testid="question-blanks">
            {fields.map((field, index) => {
              const number = index + 1;
              return (
                <Flex key={field.key} gap={8} align="flex-start">
                  <Form.Item
                    name={[field.name, 'accepted']}
                    label={m('blankLabel', { number })}
                    style={{ flex: 1, minWidth: 0, marginBottom: 0 }}
                    rules={[
                      {
                        validator: async (_, accepted: string[] | undefined) => {
                          const answers = (accepted ?? []).map((answer) => answer.trim()).filter((answer) => answer !== '');
                          if (answers.length === 0) throw new Error(m('acceptedRequired', { number }));
                          if (new Set(answers.map(normaliseBlankAnswer)).size !== answers.length)
                            throw new Error(m('acceptedDuplicate', { number }));
                        },
                      },
                    ]}
                  >
                    <Select
                      mode="tags"
                      open={false}
                      suffixIcon={null}
                      maxCount={AssessmentLimits.acceptedAnswers}
                      placeholder={m('acceptedPlaceholder')}
                      aria-label={m('blankLabel', { number })}
                      data-testid={`blank-accepted-${number}`}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    disabled={fields.length <= 1}
                    aria-label={m('removeBlank', { number })}
                    onClick={() => remove(field.name)}
                    style={{ marginTop: 30 }}
                    data-testid={`blank-remove-${number}`}
                  />
                </Flex>
              );
            })}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= AssessmentLimits.blanks}
              onClick={() => add({ accepted: [] })}
              data-testid="blank-add"
            >
              {m('addBlank')}
            </Button>
          </Flex>
        </Form.Item>
      )}
    </Form.List>
  );
}
