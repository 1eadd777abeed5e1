import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';

type Props = {
  sectionCode: string | undefined;
  subjectCode: string | undefined;
  onChange: (change: { sectionCode?: string; subjectCode?: string }) => void;
  sectionLabel: string;
  subjectLabel: string;
};

/**
 * A section select and a subject select of the tenant's code tables; the subjects are those of the chosen section
 * (all subjects, de-duplicated, when none is chosen). Shared by the teacher and staff pages.
 */
export function SectionSubjectSelects({ sectionCode, subjectCode, onChange, sectionLabel, subjectLabel }: Props) {
  const { i18n } = useTranslation();
  const sections = useSubjectAndSection();
  const en = (i18n.language || currentLocale()) === 'en-US';
  const sectionOptions = (sections.data ?? []).map((entry) => ({
    value: entry.sectionCode,
    label: en ? entry.sectionNameEn : entry.sectionName,
  }));
  const subjects = sectionCode
    ? (sections.data?.find((entry) => entry.sectionCode === sectionCode)?.subjects ?? [])
    : (sections.data ?? []).flatMap((entry) => entry.subjects);
  const seen = new Set<string>();
  const subjectOptions = subjects
    .filter((item) => !seen.has(item.code) && seen.add(item.code))
    .map((item) => ({ value: item.code, label: en ? item.nameEn : item.name }));
  return (
    <>
      <Select
        aria-label={sectionLabel}
        placeholder={sectionLabel}
        allowClear
        loading={sections.isPending}
        value={sectionCode}
        options={sectionOptions}
        onChange={(value?: string) => onChange({ sectionCode: value ?? undefined })}
        style={{ minWidth: 120 }}
        data-testid="filter-section"
      />
      <Select
        aria-label={subjectLabel}
        placeholder={subjectLabel}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={sections.isPending}
        value={subjectCode}
        options={subjectOptions}
        onChange={(value?: string) => onChange({ subjectCode: value ?? undefined })}
        style={{ minWidth: 140 }}
        data-testid="filter-subject"
      />
    </>
  );
}
