import { ResearchLimits } from '@yanxiu/contract/research';
import { ActivityAudience } from '@yanxiu/contract/research-enums';
import { Card, Flex, Form, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { useManagedSchools } from '@/shared/lookups/managed-schools';
import { useAccess } from '@/shared/session/access';
import { researchAccess } from '../research.access';
import { useSectionSubjectOptions } from './SectionSubjectSelect';

/** The activity form's "who takes part" card: the audience, and for schools which ones, sections and subjects. */
export function ActivityAudienceFields({ audience }: { audience: string | undefined }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const access = useAccess(researchAccess);
  const schools = useManagedSchools(access.canOrganiseForUnit);
  const sectionCodes: string[] = Form.useWatch('sectionCodes', Form.useFormInstance()) ?? [];
  const { sections, subjects } = useSectionSubjectOptions(sectionCodes.length === 1 ? sectionCodes[0] : undefined);
  return (
    <Card size="small" title={t('research.form.who')} style={{ marginBottom: 16 }}>
      <Form.Item name="audience" label={t('research.form.audience')} rules={[{ required: true }]}>
        <Radio.Group options={ActivityAudience.options(locale)} data-testid="activity-audience" />
      </Form.Item>
      {audience === 'schools' && (
        <>
          {access.canOrganiseForUnit && (
            <Form.Item name="targetSchoolIds" label={t('research.form.schools')}>
              <Select
                mode="multiple"
                allowClear
                optionFilterProp="label"
                options={(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))}
                maxCount={ResearchLimits.targetSchools}
              />
            </Form.Item>
          )}
          <Flex gap={16} wrap>
            <Form.Item name="sectionCodes" label={t('research.filters.section')} style={{ minWidth: 200 }}>
              <Select mode="multiple" allowClear options={sections} maxCount={ResearchLimits.sectionCodes} />
            </Form.Item>
            <Form.Item name="subjectCodes" label={t('research.filters.subject')} style={{ minWidth: 240 }}>
              <Select mode="multiple" allowClear optionFilterProp="label" options={subjects} maxCount={ResearchLimits.subjectCodes} />
            </Form.Item>
          </Flex>
        </>
      )}
      <Form.Item name="capacity" label={t('research.form.capacity')} extra={t('research.form.capacityHint')}>
        <InputNumber min={1} max={ResearchLimits.capacityMax} precision={0} data-testid="activity-capacity" />
      </Form.Item>
    </Card>
  );
}
