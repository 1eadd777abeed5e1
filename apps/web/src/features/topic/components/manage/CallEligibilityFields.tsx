import { TopicLimits } from '@yanxiu/contract/topic-enums';
import { Col, Form, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';

/** Who may host an application: sections, subjects and roles; an empty field does not restrict. */
export function CallEligibilityFields() {
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
    <Row gutter={[12, 0]} data-testid="call-eligibility">
      {/* Said once for all fields: a placeholder in each would be too faint to read (contrast). */}
      <Col xs={24} style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t('topicManage.form.emptyMeansAny')}</Typography.Text>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="sectionCodes" label={t('topicManage.form.sections')}>
          <Select mode="multiple" allowClear loading={sections.isPending} options={sectionOptions} maxCount={TopicLimits.sectionCodes} aria-label={t('topicManage.form.sections')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="subjectCodes" label={t('topicManage.form.subjects')}>
          <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} loading={sections.isPending} options={subjectOptions} maxCount={TopicLimits.subjectCodes} aria-label={t('topicManage.form.subjects')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="roles" label={t('topicManage.form.roles')}>
          <Select
            mode="multiple"
            allowClear
            aria-label={t('topicManage.form.roles')}
            options={[
              { value: 'teacher', label: t('topicManage.form.roleTeacher') },
              { value: 'backbone', label: t('topicManage.form.roleBackbone') },
            ]}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
