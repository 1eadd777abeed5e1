import { SelectionLimits } from '@yanxiu/contract/limits';
import { Col, Form, InputNumber, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';

const PHASE_CODE = /^[A-Za-z0-9_-]{1,16}$/;

/** Who may apply: sections, subjects, roles, career phases and minimum learning hours; an empty field does not restrict. */
export function EligibilityFields() {
  const { t } = useTranslation();
  const en = currentLocale() === 'en-US';
  const sections = useSubjectAndSection();
  const chosenSections = (Form.useWatch('sectionCodes') as string[] | undefined) ?? [];
  const sectionOptions = (sections.data ?? []).map((entry) => ({ value: entry.sectionCode, label: en ? entry.sectionNameEn : entry.sectionName }));
  // The subjects of the chosen sections (of all sections when none is chosen), each once.
  const seen = new Set<string>();
  const subjectOptions = (sections.data ?? [])
    .filter((entry) => chosenSections.length === 0 || chosenSections.includes(entry.sectionCode))
    .flatMap((entry) => entry.subjects)
    .filter((subject) => !seen.has(subject.code) && seen.add(subject.code))
    .map((subject) => ({ value: subject.code, label: en ? subject.nameEn : subject.name }));
  return (
    <Row gutter={[12, 0]} data-testid="eligibility">
      {/* Said once for all fields: a placeholder in each would be too faint to read (contrast). */}
      <Col xs={24} style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t('selectionManage.eligibility.emptyMeansAny')}</Typography.Text>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="sectionCodes" label={t('selectionManage.eligibility.sections')}>
          <Select mode="multiple" allowClear loading={sections.isPending} options={sectionOptions} maxCount={10} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="subjectCodes" label={t('selectionManage.eligibility.subjects')}>
          <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} loading={sections.isPending} options={subjectOptions} maxCount={40} />
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
          rules={[{ validator: async (_, codes?: string[]) => { if ((codes ?? []).some((code) => !PHASE_CODE.test(code))) throw new Error(t('selectionManage.eligibility.phaseInvalid')); } }]}
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
