import type { SectionWithSubjects } from '@yanxiu/contract/basecode';
import type { Locale } from '@yanxiu/contract/locale';

/** The names of a section code and a subject code in a language ('' for none or an unknown code). */
export function sectionAndSubjectNames(
  sections: readonly SectionWithSubjects[],
  sectionCode: string | null,
  subjectCode: string | null,
  locale: Locale,
): { section: string; subject: string } {
  const english = locale === 'en-US';
  const section = sections.find((entry) => entry.sectionCode === sectionCode);
  const subject =
    subjectCode === null
      ? undefined
      : (section?.subjects ?? sections.flatMap((entry) => entry.subjects)).find((entry) => entry.code === subjectCode);
  return {
    section: section ? (english ? section.sectionNameEn : section.sectionName) : '',
    subject: subject ? (english ? subject.nameEn : subject.name) : '',
  };
}

/** The subjects to offer for a section (every subject, once each, when no section is chosen). */
export function subjectOptions(
  sections: readonly SectionWithSubjects[],
  sectionCode: string | null | undefined,
  locale: Locale,
): Array<{ value: string; label: string }> {
  const english = locale === 'en-US';
  const pool = sectionCode
    ? (sections.find((entry) => entry.sectionCode === sectionCode)?.subjects ?? [])
    : sections.flatMap((entry) => entry.subjects);
  const seen = new Map<string, string>();
  for (const subject of pool) if (!seen.has(subject.code)) seen.set(subject.code, english ? subject.nameEn : subject.name);
  return [...seen].map(([value, label]) => ({ value, label }));
}
