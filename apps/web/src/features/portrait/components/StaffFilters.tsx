import { Flex, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';
import { useManagedSchools } from '@/shared/lookups/managed-schools';
import { type StaffParams } from '../model/params';
import { chinaYear } from '@yanxiu/contract/china-time';

type Props = { params: StaffParams; anySchool: boolean; onChange: (change: Partial<StaffParams>) => void };

/** The staff portrait's filters: year, school (district staff), section, subject, and only those behind on hours. */
export function StaffFilters({ params, anySchool, onChange }: Props) {
  const { t } = useTranslation();
  const s = (key: string) => t(`portrait.staff.${key}`);
  const schools = useManagedSchools(anySchool);
  const sections = useSubjectAndSection();
  const en = currentLocale() === 'en-US';
  const section = sections.data?.find((entry) => entry.sectionCode === params.sectionCode);
  const subjects = section ? section.subjects : (sections.data ?? []).flatMap((entry) => entry.subjects);
  const seen = new Set<string>();
  return (
    <>
      <Select<number>
        value={params.year ?? chinaYear()}
        style={{ width: 110 }}
        aria-label={t('portrait.common.year')}
        options={Array.from({ length: 6 }, (_, index) => chinaYear() - index).map((value) => ({
          value,
          label: t('portrait.common.yearOption', { year: value }),
        }))}
        onChange={(year) => onChange({ year })}
        data-testid="staff-portrait-year"
      />
      {anySchool && (
        <Select<string>
          value={params.schoolId ?? ''}
          style={{ minWidth: 200 }}
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={s('school')}
          loading={schools.isLoading}
          options={[
            { value: '', label: s('allSchools') },
            ...(schools.data ?? []).map((school) => ({ value: String(school.id), label: school.name })),
          ]}
          onChange={(value) => onChange({ schoolId: value || undefined })}
          data-testid="staff-portrait-school"
        />
      )}
      <Select<string>
        value={params.sectionCode}
        placeholder={s('section')}
        aria-label={s('section')}
        allowClear
        style={{ minWidth: 110 }}
        options={(sections.data ?? []).map((entry) => ({ value: entry.sectionCode, label: en ? entry.sectionNameEn : entry.sectionName }))}
        onChange={(value?: string) => onChange({ sectionCode: value, subjectCode: undefined })}
        data-testid="staff-portrait-section"
      />
      <Select<string>
        value={params.subjectCode}
        placeholder={s('subject')}
        aria-label={s('subject')}
        allowClear
        style={{ minWidth: 110 }}
        options={subjects
          .filter((item) => !seen.has(item.code) && seen.add(item.code))
          .map((item) => ({ value: item.code, label: en ? item.nameEn : item.name }))}
        onChange={(value?: string) => onChange({ subjectCode: value })}
        data-testid="staff-portrait-subject"
      />
      {/* The switch and its words stay on one line when the filters wrap on a phone. */}
      <Flex gap={6} align="center">
        <Switch
          checked={params.onlyBehind}
          onChange={(onlyBehind) => onChange({ onlyBehind })}
          aria-label={s('onlyBehind')}
          data-testid="staff-portrait-behind"
        />
        <Typography.Text>{s('onlyBehind')}</Typography.Text>
      </Flex>
    </>
  );
}
