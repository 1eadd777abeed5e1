import './i18n/call.register';
import { CallLimits, type CallRole } from '@yanxiu/contract/call-enums';
import { Col, Form, Row, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionSubjectOptions } from '@/shared/basecode/section-subject-options';

type Option = { value: string; label: string };

/** One list of the rule, picked from its options; empty does not restrict. */
function RuleSelect({
  name,
  label,
  options,
  maxCount,
  loading,
}: {
  name: string;
  label: string;
  options: Option[];
  maxCount?: number;
  loading?: boolean;
}) {
  return (
    <Form.Item name={name} label={label}>
      <Select
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={loading}
        options={options}
        maxCount={maxCount}
        aria-label={label}
      />
    </Form.Item>
  );
}

/**
 * Who may apply to a call: sections, subjects and roles (an empty field does not restrict), then the domain's own
 * conditions (`extra`, columns of a third: selection's career phases and learning hours).
 */
export function CallEligibilityFields({ testId, extra }: { testId: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  const { sectionOptions, subjectOptions, loading } = useSectionSubjectOptions();
  const roleOptions: Array<{ value: CallRole; label: string }> = [
    { value: 'teacher', label: t('call.eligibility.roleTeacher') },
    { value: 'backbone', label: t('call.eligibility.roleBackbone') },
  ];
  const codeLists = [
    { name: 'sectionCodes', label: t('call.eligibility.sections'), options: sectionOptions, maxCount: CallLimits.sectionCodes },
    { name: 'subjectCodes', label: t('call.eligibility.subjects'), options: subjectOptions, maxCount: CallLimits.subjectCodes },
  ];
  // With conditions of its own a domain's rule runs to two rows: sections and subjects share the first.
  const wide = extra ? 12 : 8;
  return (
    <Row gutter={[12, 0]} data-testid={testId}>
      {/* Said once for all fields: a placeholder in each would be too faint to read (contrast). */}
      <Col xs={24} style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t('call.eligibility.emptyMeansAny')}</Typography.Text>
      </Col>
      {codeLists.map((codes) => (
        <Col key={codes.name} xs={24} md={wide}>
          <RuleSelect {...codes} loading={loading} />
        </Col>
      ))}
      <Col xs={24} md={8}>
        <RuleSelect name="roles" label={t('call.eligibility.roles')} options={roleOptions} />
      </Col>
      {extra}
    </Row>
  );
}
