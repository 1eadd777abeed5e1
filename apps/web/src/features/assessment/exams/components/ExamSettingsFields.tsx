import { AssessmentExamLimits as L } from '@yanxiu/contract/limits';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { momentOfPicked, pickerValueOf } from '@/shared/format/picker-time';
import { DateRangeField } from '@/shared/ui/DatePickers';
import type { ExamFormValues } from '../model/exam-form';

const COUNTS = ['best', 'last', 'first'] as const;
const REVEALS = ['never', 'after_submit', 'after_close'] as const;

export type SettingsProps = {
  values: ExamFormValues;
  onChange: (change: Partial<ExamFormValues>) => void;
  disabled?: boolean;
};

/**
 * The exam's settings: title and instructions, the window (picked on China's clock), time limit, attempts and which
 * counts, pass mark, shuffles, and when results and explanations are revealed. Empty time limit: until the window
 * closes; empty attempts: unlimited.
 */
export function ExamSettingsFields({ values, onChange, disabled = false }: SettingsProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`assessmentExams.editor.${key}`);
  return (
    <Form layout="vertical" component="div" disabled={disabled}>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form.Item label={label('examTitle')} required>
            <Input
              value={values.title}
              maxLength={L.title}
              aria-label={label('examTitle')}
              data-testid="exam-title"
              onChange={(event) => onChange({ title: event.target.value })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item label={label('window')} required>
            <DateRangeField
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
              value={[pickerValueOf(values.opensAt), pickerValueOf(values.closesAt)]}
              aria-label={label('window')}
              data-testid="exam-window"
              onChange={(range) =>
                onChange({
                  opensAt: range?.[0] ? momentOfPicked(range[0]) : null,
                  closesAt: range?.[1] ? momentOfPicked(range[1]) : null,
                })
              }
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label={label('instructions')}>
            <Input.TextArea
              value={values.instructions}
              maxLength={L.instructions}
              autoSize={{ minRows: 2, maxRows: 6 }}
              aria-label={label('instructions')}
              onChange={(event) => onChange({ instructions: event.target.value })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={label('timeLimit')} extra={label('timeLimitHelp')}>
            <InputNumber
              value={values.timeLimitMinutes}
              min={1}
              max={L.timeLimitMinutesMax}
              precision={0}
              style={{ width: '100%' }}
              aria-label={label('timeLimit')}
              data-testid="exam-time-limit"
              onChange={(minutes) => onChange({ timeLimitMinutes: minutes ?? null })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={label('attempts')} extra={label('attemptsHelp')}>
            <InputNumber
              value={values.attemptsAllowed}
              min={1}
              max={L.attemptsMax}
              precision={0}
              style={{ width: '100%' }}
              aria-label={label('attempts')}
              data-testid="exam-attempts"
              onChange={(count) => onChange({ attemptsAllowed: count ?? null })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={label('counts')}>
            <Select
              value={values.counts}
              aria-label={label('counts')}
              options={COUNTS.map((value) => ({ value, label: t(`assessmentExams.counts.${value}`) }))}
              onChange={(counts) => onChange({ counts })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={label('passPercent')}>
            <InputNumber
              value={values.passPercent}
              min={0}
              max={100}
              precision={0}
              suffix="%"
              style={{ width: '100%' }}
              aria-label={label('passPercent')}
              data-testid="exam-pass-percent"
              onChange={(percent) => onChange({ passPercent: percent ?? 0 })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={label('shuffleQuestions')}>
            <Switch
              checked={values.shuffleQuestions}
              aria-label={label('shuffleQuestions')}
              onChange={(on) => onChange({ shuffleQuestions: on })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={label('shuffleOptions')}>
            <Switch
              checked={values.shuffleOptions}
              aria-label={label('shuffleOptions')}
              onChange={(on) => onChange({ shuffleOptions: on })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={label('revealResults')}>
            <Select
              value={values.revealResults}
              aria-label={label('revealResults')}
              options={REVEALS.map((value) => ({ value, label: t(`assessmentExams.reveal.${value}`) }))}
              onChange={(revealResults) => onChange({ revealResults })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={label('revealExplanations')}>
            <Select
              value={values.revealExplanations}
              aria-label={label('revealExplanations')}
              options={REVEALS.map((value) => ({ value, label: t(`assessmentExams.reveal.${value}`) }))}
              onChange={(revealExplanations) => onChange({ revealExplanations })}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
