import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';

type Options = Array<{ value: string; label: string }>;

/** The tenant's sections, and the subjects of a section (all subjects, once each, when none is chosen), as select options. */
export function useSectionSubjectOptions(sectionCode: string | undefined): { sections: Options; subjects: Options; loading: boolean } {
  const { i18n } = useTranslation();
  const table = useSubjectAndSection();
  const en = (i18n.language || currentLocale()) === 'en-US';
  const sections = (table.data ?? []).map((entry) => ({ value: entry.sectionCode, label: en ? entry.sectionNameEn : entry.sectionName }));
  const pool = sectionCode
    ? (table.data?.find((entry) => entry.sectionCode === sectionCode)?.subjects ?? [])
    : (table.data ?? []).flatMap((entry) => entry.subjects);
  const seen = new Set<string>();
  const subjects = pool
    .filter((item) => !seen.has(item.code) && seen.add(item.code))
    .map((item) => ({ value: item.code, label: en ? item.nameEn : item.name }));
  return { sections, subjects, loading: table.isPending };
}

type Props = {
  sectionCode: string | undefined;
  subjectCode: string | undefined;
  onChange: (change: { sectionCode?: string; subjectCode?: string }) => void;
};

/** A section select and a subject select of the tenant's code tables (choosing a section clears a subject not in it). */
export function SectionSubjectSelect({ sectionCode, subjectCode, onChange }: Props) {
  const { t } = useTranslation();
  const { sections, subjects, loading } = useSectionSubjectOptions(sectionCode);
  return (
    <>
      <Select
        aria-label={t('research.filters.section')}
        placeholder={t('research.filters.section')}
        allowClear
        loading={loading}
        value={sectionCode}
        options={sections}
        onChange={(value?: string) => onChange({ sectionCode: value ?? undefined, subjectCode: undefined })}
        style={{ minWidth: 120 }}
        data-testid="filter-section"
      />
      <Select
        aria-label={t('research.filters.subject')}
        placeholder={t('research.filters.subject')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={loading}
        value={subjectCode}
        options={subjects}
        onChange={(value?: string) => onChange({ subjectCode: value ?? undefined })}
        style={{ minWidth: 140 }}
        data-testid="filter-subject"
      />
    </>
  );
}
