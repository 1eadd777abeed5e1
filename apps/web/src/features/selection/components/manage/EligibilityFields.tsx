import { SelectionLimits } from '@yanxiu/contract/limits';
import { Col, Form, InputNumber, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSectionSubjectOptions } from '@/shared/basecode/section-subject-options';

const PHASE_CODE = /^[A-Za-z0-9_-]{1,16}$/;

/** Who may apply: sections, subjects, roles, career phases and minimum learning hours; an empty field does not restrict. */
export function EligibilityFields() {
  const { t } = useTranslation();
  const { sectionOptions, subjectOptions, loading } = useSectionSubjectOptions();
  return (
    <Row gutter={[12, 0]} data-testid="eligibility">
      {/* Said once for all fields: a placeholder in each would be too faint to read (contrast). */}
      <Col xs={24} style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t('selectionManage.eligibility.emptyMeansAny')}</Typography.Text>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="sectionCodes" label={t('selectionManage.eligibility.sections')}>
          <Select mode="multiple" allowClear loading={loading} options={sectionOptions} maxCount={10} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="subjectCodes" label={t('selectionManage.eligibility.subjects')}>
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={loading}
            options={subjectOptions}
            maxCount={40}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="roles" label={t('selectionManage.eligibility.roles')}>
          <Select
            mode="multiple"
            allowClear

            options={[
              { value: 'teacher', label: t('selectionManage.eligibility.roleTeacher') },
              { value: 'backbone', label: t('selectionManage.eligibility.roleBackbone') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="phaseCodes"
          label={t('selectionManage.eligibility.phases')}
          tooltip={t('selectionManage.eligibility.phasesHelp')}
          rules={[
            {
              validator: async (_, codes?: string[]) => {
                if ((codes ?? []).some((code) => !PHASE_CODE.test(code))) throw new Error(t('selectionManage.eligibility.phaseInvalid'));
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
    </Row>
  );
}
