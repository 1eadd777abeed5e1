import { SelectionLimits } from '@yanxiu/contract/limits';
import { Col, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CallEligibilityFields } from '@/shared/call/CallEligibilityFields';

const PHASE_CODE = /^[A-Za-z0-9_-]{1,16}$/;

/** Who may apply: a call's sections, subjects and roles, then selection's career phases and minimum learning hours. */
export function EligibilityFields() {
  const { t } = useTranslation();
  return (
    <CallEligibilityFields
      testId="eligibility"
      extra={
        <>
          <Col xs={24} md={8}>
            <Form.Item
              name="phaseCodes"
              label={t('selectionManage.eligibility.phases')}
              tooltip={t('selectionManage.eligibility.phasesHelp')}
              rules={[
                {
                  validator: async (_, codes?: string[]) => {
                    if ((codes ?? []).some((code) => !PHASE_CODE.test(code)))
                      throw new Error(t('selectionManage.eligibility.phaseInvalid'));
                  },
                },
              ]}
            >
              <Select mode="tags" allowClear maxCount={20} open={false} suffixIcon={null} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="minLearningHours" label={t('selectionManage.eligibility.minHours')}>
              <InputNumber min={0} max={SelectionLimits.learningHoursMax} step={1} precision={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </>
      }
    />
  );
}
