import { TopicLimits } from '@yanxiu/contract/topic-enums';
import { Col, Form, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSectionSubjectOptions } from '@/shared/basecode/section-subject-options';

/** Who may host an application: sections, subjects and roles; an empty field does not restrict. */
export function CallEligibilityFields() {
  const { t } = useTranslation();
  const { sectionOptions, subjectOptions, loading } = useSectionSubjectOptions();
  return (
    <Row gutter={[12, 0]} data-testid="call-eligibility">
      {/* Said once for all fields: a placeholder in each would be too faint to read (contrast). */}
      <Col xs={24} style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t('topicManage.form.emptyMeansAny')}</Typography.Text>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="sectionCodes" label={t('topicManage.form.sections')}>
          <Select
            mode="multiple"
            allowClear
            loading={loading}
            options={sectionOptions}
            maxCount={TopicLimits.sectionCodes}
            aria-label={t('topicManage.form.sections')}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="subjectCodes" label={t('topicManage.form.subjects')}>
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={loading}
            options={subjectOptions}
            maxCount={TopicLimits.subjectCodes}
            aria-label={t('topicManage.form.subjects')}
          />
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
