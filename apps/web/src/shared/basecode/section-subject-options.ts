import { Form } from 'antd';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';

/**
 * The options of a form's `sectionCodes` and `subjectCodes` selects, in the active language: every section, and the
 * subjects of the sections chosen in the form (of all sections when none is chosen), each once. Call inside a Form.
 */
export function useSectionSubjectOptions() {
  const en = currentLocale() === 'en-US';
  const sections = useSubjectAndSection();
  const chosenSections = (Form.useWatch('sectionCodes') as string[] | undefined) ?? [];
  const sectionOptions = (sections.data ?? []).map((entry) => ({
    value: entry.sectionCode,
    label: en ? entry.sectionNameEn : entry.sectionName,
  }));
  const seen = new Set<string>();
  const subjectOptions = (sections.data ?? [])
    .filter((entry) => chosenSections.length === 0 || chosenSections.includes(entry.sectionCode))
    .flatMap((entry) => entry.subjects)
    .filter((subject) => !seen.has(subject.code) && seen.add(subject.code))
    .map((subject) => ({ value: subject.code, label: en ? subject.nameEn : subject.name }));
  return { sectionOptions, subjectOptions, loading: sections.isPending };
}
