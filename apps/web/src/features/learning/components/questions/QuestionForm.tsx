import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PresenceLimits } from '@yanxiu/contract/limits';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { questionProblem, removeChoice, type QuestionDraft } from '../../model/question-form';

type Props = {
  initial: QuestionDraft;
  lessonSeconds: number | null;
  saving: boolean;
  onSave: (draft: QuestionDraft) => void;
  onCancel: () => void;
};

/** Adds or edits one question: its moment, the question, two to six choices and which one is right. */
export function QuestionForm({ initial, lessonSeconds, saving, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const q = (key: string, options?: Record<string, unknown>) => t(`learningHours.presence.questions.${key}`, options ?? {});
  const [draft, setDraft] = useState(initial);
  const [showProblem, setShowProblem] = useState(false);
  const problem = questionProblem(draft, lessonSeconds);
  const setChoice = (index: number, value: string) =>
    setDraft({ ...draft, choices: draft.choices.map((choice, at) => (at === index ? value : choice)) });

  const submit = () => {
    setShowProblem(true);
    if (!problem) onSave(draft);
  };

  return (
    <Card size="small" title={q(draft.id === undefined ? 'add' : 'edit')} data-testid="question-form">
      <Form layout="vertical">
        <Form.Item label={q('atSecond')} extra={q('atSecondHint')} required>
          <InputNumber
            value={draft.atSecond}
            min={PresenceLimits.questionAtSecondMin}
            max={lessonSeconds ?? undefined}
            precision={0}
            style={{ width: 200 }}
            onChange={(value) => setDraft({ ...draft, atSecond: value })}
            aria-label={q('atSecond')}
            data-testid="question-at"
          />
        </Form.Item>
        <Form.Item label={q('prompt')} required>
          <Input.TextArea
            value={draft.prompt}
            maxLength={PresenceLimits.prompt}
            autoSize={{ minRows: 1, maxRows: 4 }}
            onChange={(event) => setDraft({ ...draft, prompt: event.target.value })}
            aria-label={q('prompt')}
            data-testid="question-prompt"
          />
        </Form.Item>
        <Form.Item label={q('choices')} required>
          <Radio.Group
            value={draft.correctChoice}
            onChange={(event) => setDraft({ ...draft, correctChoice: event.target.value as number })}
            style={{ width: '100%' }}
          >
            <Flex vertical gap={8}>
              {draft.choices.map((choice, index) => (
                <Flex key={index} gap={8} align="center">
                  <Radio
                    value={index}
                    aria-label={`${q('correct')} ${q('choice', { position: index + 1 })}`}
                    data-testid={`question-correct-${index}`}
                  />
                  <Input
                    value={choice}
                    maxLength={PresenceLimits.choice}
                    onChange={(event) => setChoice(index, event.target.value)}
                    aria-label={q('choice', { position: index + 1 })}
                    data-testid={`question-choice-${index}`}
                  />
                  <Button
                    icon={<DeleteOutlined />}
                    disabled={draft.choices.length <= 2}
                    onClick={() => setDraft(removeChoice(draft, index))}
                    aria-label={q('removeChoice', { position: index + 1 })}
                  />
                </Flex>
              ))}
            </Flex>
          </Radio.Group>
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={draft.choices.length >= PresenceLimits.choicesMax}
            onClick={() => setDraft({ ...draft, choices: [...draft.choices, ''] })}
            style={{ marginTop: 8 }}
            data-testid="question-add-choice"
          >
            {q('addChoice')}
          </Button>
        </Form.Item>
        {showProblem && problem && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={q(`problems.${problem}`)}
            style={{ marginBottom: 12 }}
            data-testid="question-problem"
          />
        )}
        <Flex gap={8}>
          <Button type="primary" loading={saving} onClick={submit} data-testid="question-save">
            {q('save')}
          </Button>
          <Button onClick={onCancel}>{q('cancel')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
