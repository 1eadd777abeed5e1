import type { ApplicantInfo, ProjectGroup } from '@yanxiu/contract/selection';
import { Descriptions, Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '@/shared/basecode/code-label';
import { useCodeTable } from '@/shared/basecode/find-code-by-type-code';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';
import {
  APPLICANT_LIMITS,
  applicantOf,
  fieldValid,
  type ApplicantField,
  type ApplicantFormValues,
} from '../../model/teacher/applicant-info';

export type ApplicantFormProps = {
  form: FormInstance<ApplicantFormValues>;
  initial: ApplicantFormValues;
  /** The groups I may apply in (classified projects); empty for an all-apply project. */
  groups: ProjectGroup[];
  readOnly: boolean;
  /** Called with the information each time the whole form keeps the contract's rules. */
  onValid: (info: ApplicantInfo, groupId: number | null) => void;
};

/** Applicant information (申报人信息): prefilled from my record, checked by the contract's rules as I type. */
export function ApplicantForm({ form, initial, groups, readOnly, onValid }: ApplicantFormProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const sections = useSubjectAndSection();
  const titles = useCodeTable('professionalTitle');
  const sectionCode = Form.useWatch('sectionCode', form) ?? initial.sectionCode;
  const subjects = sections.data?.find((section) => section.sectionCode === sectionCode)?.subjects ?? [];
  const rule = (field: ApplicantField, message: string) => ({
    validator: (_: unknown, value: unknown) => (fieldValid(field, value) ? Promise.resolve() : Promise.reject(new Error(message))),
  });
  const required = (message: string) => ({ required: true, message });
  const classified = groups.length > 0;

  if (readOnly) {
    const sectionName = sections.data?.find((section) => section.sectionCode === initial.sectionCode);
    const group = groups.find((entry) => entry.id === initial.groupId);
    return (
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" data-testid="applicant-view">
        <Descriptions.Item label={t('selectionTeacher.info.name')}>{initial.name}</Descriptions.Item>
        <Descriptions.Item label={t('selectionTeacher.info.phone')}>{initial.phone}</Descriptions.Item>
        <Descriptions.Item label={t('selectionTeacher.info.email')}>{initial.email || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('selectionTeacher.info.section')}>
          {sectionName ? (locale === 'en-US' ? sectionName.sectionNameEn : sectionName.sectionName) : (initial.sectionCode ?? '')}
        </Descriptions.Item>
        <Descriptions.Item label={t('selectionTeacher.info.subject')}>
          {codeLabel(sectionName?.subjects, initial.subjectCode, locale)}
        </Descriptions.Item>
        <Descriptions.Item label={t('selectionTeacher.info.title')}>
          {codeLabel(titles.data, initial.titleCode, locale) || '—'}
        </Descriptions.Item>
        {classified && <Descriptions.Item label={t('selectionTeacher.info.group')}>{group?.name ?? '—'}</Descriptions.Item>}
        <Descriptions.Item label={t('selectionTeacher.info.introduction')} span={2}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{initial.introduction || '—'}</span>
        </Descriptions.Item>
      </Descriptions>
    );
  }

  const handleValuesChange = (changed: Partial<ApplicantFormValues>, all: ApplicantFormValues) => {
    // A new section empties the subject, which belongs to the old one.
    if ('sectionCode' in changed) form.setFieldValue('subjectCode', undefined);
    const values = 'sectionCode' in changed ? { ...all, subjectCode: undefined } : all;
    const info = applicantOf(values);
    if (info && (!classified || values.groupId !== undefined)) onValid(info, values.groupId ?? null);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={handleValuesChange}
      data-testid="applicant-form"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', columnGap: 16 }}
    >
      <Form.Item
        name="name"
        label={t('selectionTeacher.info.name')}
        rules={[
          required(t('selectionTeacher.info.nameRequired')),
          rule('name', t('selectionTeacher.info.nameInvalid', { count: APPLICANT_LIMITS.name })),
        ]}
      >
        <Input maxLength={APPLICANT_LIMITS.name} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('selectionTeacher.info.phone')}
        rules={[required(t('selectionTeacher.info.phoneRequired')), rule('phone', t('selectionTeacher.info.phoneInvalid'))]}
      >
        <Input maxLength={APPLICANT_LIMITS.phone} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="email" label={t('selectionTeacher.info.email')} rules={[rule('email', t('selectionTeacher.info.emailInvalid'))]}>
        <Input maxLength={APPLICANT_LIMITS.email} inputMode="email" autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="sectionCode"
        label={t('selectionTeacher.info.section')}
        rules={[required(t('selectionTeacher.info.sectionRequired'))]}
      >
        <Select
          loading={sections.isPending}
          options={(sections.data ?? []).map((section) => ({
            value: section.sectionCode,
            label: locale === 'en-US' ? section.sectionNameEn : section.sectionName,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="subjectCode"
        label={t('selectionTeacher.info.subject')}
        rules={[required(t('selectionTeacher.info.subjectRequired'))]}
      >
        <Select
          loading={sections.isPending}
          options={subjects.map((subject) => ({ value: subject.code, label: locale === 'en-US' ? subject.nameEn : subject.name }))}
        />
      </Form.Item>
      <Form.Item name="titleCode" label={t('selectionTeacher.info.title')}>
        <Select
          allowClear
          loading={titles.isPending}
          options={(titles.data ?? []).map((title) => ({ value: title.code, label: locale === 'en-US' ? title.nameEn : title.name }))}
        />
      </Form.Item>
      {classified && (
        <Form.Item
          name="groupId"
          label={t('selectionTeacher.info.group')}
          rules={[required(t('selectionTeacher.info.groupRequired'))]}
          extra={t('selectionTeacher.info.groupHint')}
        >
          <Select options={groups.map((group) => ({ value: group.id, label: group.name }))} data-testid="group-select" />
        </Form.Item>
      )}
      <Form.Item
        name="introduction"
        label={t('selectionTeacher.info.introduction')}
        rules={[rule('introduction', t('selectionTeacher.info.introductionInvalid', { count: APPLICANT_LIMITS.introduction }))]}
        style={{ gridColumn: '1 / -1' }}
      >
        <Input.TextArea
          maxLength={APPLICANT_LIMITS.introduction}
          showCount
          autoSize={{ minRows: 3, maxRows: 10 }}
          placeholder={t('selectionTeacher.info.introductionPlaceholder')}
        />
      </Form.Item>
    </Form>
  );
}
