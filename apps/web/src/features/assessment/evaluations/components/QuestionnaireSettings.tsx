import type { ManagedEvaluation } from '@yanxiu/contract/assessment-evaluations';
import { AssessmentEvaluationLimits as L } from '@yanxiu/contract/limits';
import { Col, Form, Input, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { momentOfPicked, pickerValueOf } from '@/shared/format/picker-time';
import { DateRangeField } from '@/shared/ui/DatePickers';
import type { QuestionnaireValues } from '../model/questionnaire-form';

/** The questionnaire's title, introduction, window and anonymity; anonymity is fixed once teachers have answered. */
export function QuestionnaireSettings({
  values,
  evaluation,
  onChange,
}: {
  values: QuestionnaireValues;
  evaluation: ManagedEvaluation | null;
  onChange: (patch: Partial<QuestionnaireValues>) => void;
}) {
  const { t } = useTranslation();
  const b = (key: string, values?: Record<string, unknown>) => t(`assessmentEvaluations.builder.${key}`, values);
  const locked = evaluation?.locked ?? false;
  return (
    <Form layout="vertical" component="div">
      <Row gutter={[16, 0]}>
        <Col xs={24} lg={12}>
          <Form.Item label={b('title')} required>
            <Input
              value={values.title}
              maxLength={L.title}
              aria-label={b('title')}
              data-testid="evaluation-title"
              onChange={(event) => onChange({ title: event.target.value })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item
            label={b('window')}
            extra={
              <>
                <div>{b('windowHelp')}</div>
                {evaluation && (
                  <div data-testid="evaluation-window">
                    {b('windowInForce', {
                      start: formatDateTime(evaluation.window.opensAt),
                      end: formatDateTime(evaluation.window.closesAt),
                    })}
                  </div>
                )}
              </>
            }
          >
            <DateRangeField
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              allowEmpty={[true, true]}
              style={{ width: '100%' }}
              value={[pickerValueOf(values.opensAt), pickerValueOf(values.closesAt)]}
              aria-label={b('window')}
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
          <Form.Item label={b('intro')}>
            <Input.TextArea
              value={values.intro}
              maxLength={L.intro}
              autoSize={{ minRows: 2, maxRows: 6 }}
              aria-label={b('intro')}
              data-testid="evaluation-intro"
              onChange={(event) => onChange({ intro: event.target.value })}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label={b('anonymous')} extra={values.anonymous ? b('anonymousHelp') : b('namedHelp')} style={{ marginBottom: 8 }}>
            <Switch
              checked={values.anonymous}
              disabled={locked}
              aria-label={b('anonymous')}
              aria-describedby={locked ? 'evaluation-locked-reason' : undefined}
              data-testid="evaluation-anonymous"
              onChange={(anonymous) => onChange({ anonymous })}
            />
          </Form.Item>
          {locked && (
            <Typography.Text type="warning" id="evaluation-locked-reason" data-testid="evaluation-locked">
              {b('locked')}
            </Typography.Text>
          )}
        </Col>
      </Row>
    </Form>
  );
}
