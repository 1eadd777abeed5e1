import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { EvaluationQuestionKind } from '@yanxiu/contract/assessment-evaluation-enums';
import { AssessmentEvaluationLimits as L } from '@yanxiu/contract/limits';
import { Button, Card, Checkbox, Col, Flex, Input, InputNumber, Popconfirm, Radio, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuestionDraft } from '../model/questionnaire-form';
import { OptionsEditor } from './OptionsEditor';

export type QuestionDraftCardProps = {
  question: QuestionDraft;
  index: number;
  count: number;
  /** Teachers have answered: the questions stay as they were answered. */
  locked: boolean;
  onChange: (patch: Partial<QuestionDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** One question of the builder: its kind, prompt, whether it is required, and the kind's scale, options or length. */
export function QuestionDraftCard({ question, index, count, locked, onChange, onMove, onRemove }: QuestionDraftCardProps) {
  const { t } = useTranslation();
  const b = (key: string, values?: Record<string, unknown>) => t(`assessmentEvaluations.builder.${key}`, values);
  const position = index + 1;
  const label = (key: string) => `${b('position', { position })} ${b(key)}`;
  return (
    <Card
      size="small"
      data-testid={`question-${index}`}
      title={b('position', { position })}
      extra={
        <Flex gap={4}>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={b('moveUp', { position })}
            disabled={locked || index === 0}
            onClick={() => onMove(-1)}
            data-testid={`question-up-${index}`}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={b('moveDown', { position })}
            disabled={locked || index === count - 1}
            onClick={() => onMove(1)}
            data-testid={`question-down-${index}`}
          />
          <Popconfirm title={b('removeConfirm')} onConfirm={onRemove} disabled={locked}>
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={b('remove', { position })} disabled={locked} />
          </Popconfirm>
        </Flex>
      }
    >
      <Row gutter={[12, 8]}>
        <Col xs={24}>
          <Radio.Group
            value={question.kind}
            disabled={locked}
            optionType="button"
            aria-label={label('kind')}
            options={EvaluationQuestionKind.options.map((kind) => ({ value: kind, label: t(`assessmentEvaluations.kinds.${kind}`) }))}
            onChange={(event) => onChange({ kind: event.target.value as QuestionDraft['kind'] })}
            data-testid={`question-kind-${index}`}
          />
        </Col>
        <Col xs={24} md={18}>
          <Typography.Text type="secondary">{b('prompt')}</Typography.Text>
          <Input.TextArea
            value={question.prompt}
            maxLength={L.prompt}
            autoSize={{ minRows: 1, maxRows: 4 }}
            disabled={locked}
            aria-label={label('prompt')}
            data-testid={`question-prompt-${index}`}
            onChange={(event) => onChange({ prompt: event.target.value })}
          />
        </Col>
        <Col xs={24} md={6}>
          <Checkbox
            checked={question.required}
            disabled={locked}
            style={{ marginTop: 24 }}
            onChange={(event) => onChange({ required: event.target.checked })}
            data-testid={`question-required-${index}`}
          >
            {b('required')}
          </Checkbox>
        </Col>
        {question.kind === 'rating' && (
          <>
            <Col xs={24} md={6}>
              <Typography.Text type="secondary">{b('scale')}</Typography.Text>
              <InputNumber
                value={question.scale}
                min={L.scaleMin}
                max={L.scaleMax}
                precision={0}
                disabled={locked}
                style={{ width: '100%' }}
                aria-label={label('scale')}
                onChange={(scale) => onChange({ scale: scale ?? question.scale })}
              />
            </Col>
            <Col xs={12} md={9}>
              <Typography.Text type="secondary">{b('lowLabel')}</Typography.Text>
              <Input
                value={question.lowLabel}
                maxLength={L.scaleLabel}
                placeholder={b('lowPlaceholder')}
                disabled={locked}
                aria-label={label('lowLabel')}
                data-testid={`question-low-${index}`}
                onChange={(event) => onChange({ lowLabel: event.target.value })}
              />
            </Col>
            <Col xs={12} md={9}>
              <Typography.Text type="secondary">{b('highLabel')}</Typography.Text>
              <Input
                value={question.highLabel}
                maxLength={L.scaleLabel}
                placeholder={b('highPlaceholder')}
                disabled={locked}
                aria-label={label('highLabel')}
                data-testid={`question-high-${index}`}
                onChange={(event) => onChange({ highLabel: event.target.value })}
              />
            </Col>
          </>
        )}
        {(question.kind === 'single' || question.kind === 'multiple') && (
          <Col xs={24}>
            <Typography.Text type="secondary">{b('options')}</Typography.Text>
            <OptionsEditor
              options={question.options}
              disabled={locked}
              testId={`question-option-${index}`}
              onChange={(options) => onChange({ options })}
            />
          </Col>
        )}
        {question.kind === 'text' && (
          <Col xs={24} md={8}>
            <Typography.Text type="secondary">{b('maxLength')}</Typography.Text>
            <InputNumber
              value={question.maxLength}
              min={1}
              max={L.textMax}
              precision={0}
              disabled={locked}
              style={{ width: '100%' }}
              aria-label={label('maxLength')}
              onChange={(maxLength) => onChange({ maxLength: maxLength ?? question.maxLength })}
            />
          </Col>
        )}
      </Row>
    </Card>
  );
}
