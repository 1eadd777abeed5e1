import { AssessmentAssignmentLimits as L } from '@yanxiu/contract/limits';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { momentOfPicked, pickerValueOf } from '@/shared/format/picker-time';
import { DateField } from '@/shared/ui/DatePickers';
import { RichTextEditor } from '@/shared/ui/RichTextEditor';
import { effectiveMaxScore, type AssignmentFormValues } from '../model/assignment-form';
import { FilesField } from './FilesField';

const LATE_POLICIES = ['refuse', 'accept', 'penalty'] as const;

export type SettingsProps = { values: AssignmentFormValues; onChange: (change: Partial<AssignmentFormValues>) => void };

/** A moment picked on China's clock, or none. */
function MomentField({
  value,
  onChange,
  label,
  testId,
}: {
  value: string | null;
  onChange: (iso: string | null) => void;
  label: string;
  testId: string;
}) {
  return (
    <DateField
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      style={{ width: '100%' }}
      value={pickerValueOf(value)}
      aria-label={label}
      data-testid={testId}
      onChange={(picked) => onChange(picked ? momentOfPicked(picked) : null)}
    />
  );
}

/**
 * The assignment's settings: title, instructions (rich text) and attachments, when it opens and is due (China's clock),
 * what happens to late work, the scores (the max is the rubric's sum when there is one), resubmissions, peer review.
 */
export function AssignmentSettingsFields({ values, onChange }: SettingsProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`assessmentAssignments.editor.${key}`);
  const fromRubric = values.rubric.length > 0;
  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item label={label('assignmentTitle')} required>
            <Input
              value={values.title}
              maxLength={L.title}
              aria-label={label('assignmentTitle')}
              data-testid="assignment-title"
              onChange={(event) => onChange({ title: event.target.value })}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label={label('instructions')}>
            <RichTextEditor
              value={values.instructions}
              label={label('instructions')}
              testId="assignment-instructions"
              onChange={(instructions) => onChange({ instructions })}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label={label('attachments')}>
            <FilesField
              value={values.attachments}
              onChange={(attachments) => onChange({ attachments })}
              max={L.attachments}
              chooseLabel={label('chooseAttachments')}
              label={label('attachments')}
              testId="assignment-attachments"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={label('opensAt')} extra={label('opensAtHelp')}>
            <MomentField
              value={values.opensAt}
              label={label('opensAt')}
              testId="assignment-opens"
              onChange={(opensAt) => onChange({ opensAt })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={label('dueAt')} required>
            <MomentField value={values.dueAt} label={label('dueAt')} testId="assignment-due" onChange={(dueAt) => onChange({ dueAt })} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={label('latePolicy')}>
            <Select
              value={values.latePolicy}
              aria-label={label('latePolicy')}
              data-testid="assignment-late-policy"
              options={LATE_POLICIES.map((policy) => ({ value: policy, label: t(`assessmentAssignments.latePolicy.${policy}`) }))}
              onChange={(latePolicy) => onChange({ latePolicy })}
            />
          </Form.Item>
        </Col>
        {values.latePolicy === 'penalty' && (
          <Col xs={24} md={12}>
            <Form.Item label={label('penaltyPercent')} required>
              <InputNumber
                value={values.latePenaltyPercent}
                min={1}
                max={100}
                precision={0}
                style={{ width: '100%' }}
                aria-label={label('penaltyPercent')}
                data-testid="assignment-penalty"
                onChange={(percent) => onChange({ latePenaltyPercent: percent ?? null })}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={12} md={6}>
          <Form.Item label={label('maxScore')} required>
            <InputNumber
              value={fromRubric ? effectiveMaxScore(values) : values.maxScore}
              disabled={fromRubric}
              min={1}
              max={L.scoreMax}
              precision={0}
              style={{ width: '100%' }}
              aria-label={label('maxScore')}
              data-testid="assignment-max-score"
              onChange={(score) => onChange({ maxScore: score ?? null })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={label('passScore')} required>
            <InputNumber
              value={values.passScore}
              min={0}
              max={L.scoreMax}
              precision={0}
              style={{ width: '100%' }}
              aria-label={label('passScore')}
              data-testid="assignment-pass-score"
              onChange={(score) => onChange({ passScore: score ?? null })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={label('resubmissions')} extra={label('resubmissionsHelp')}>
            <InputNumber
              value={values.resubmissionsAllowed}
              min={0}
              max={L.resubmissionsMax}
              precision={0}
              style={{ width: '100%' }}
              aria-label={label('resubmissions')}
              data-testid="assignment-resubmissions"
              onChange={(count) => onChange({ resubmissionsAllowed: count ?? 0 })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={label('peerReview')}>
            <Select
              value={values.peerReviewers}
              aria-label={label('peerReview')}
              data-testid="assignment-peer-reviewers"
              options={[
                { value: 0, label: label('peerReviewOff') },
                ...Array.from({ length: L.peerReviewersMax }, (_, index) => ({
                  value: index + 1,
                  label: t('assessmentAssignments.editor.peerReviewersCount', { count: index + 1 }),
                })),
              ]}
              onChange={(peerReviewers) => onChange({ peerReviewers })}
            />
          </Form.Item>
        </Col>
        {values.peerReviewers > 0 && (
          <Col xs={24} md={12}>
            <Form.Item label={label('peerDueAt')}>
              <MomentField
                value={values.peerDueAt}
                label={label('peerDueAt')}
                testId="assignment-peer-due"
                onChange={(peerDueAt) => onChange({ peerDueAt })}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
    </Form>
  );
}
