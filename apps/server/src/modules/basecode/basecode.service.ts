import type { CodeItem, SectionWithSubjects } from '@yanxiu/contract/basecode';
import type { TenantContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { listCodeItemRows, listSectionSubjectPairs } from './basecode.repository';

// The code tables are shared by every tenant: nothing here is tenant-scoped.

/** One code table (404 for an unknown type code). */
export async function getCodeTable(ctx: TenantContext, typeCode: string): Promise<CodeItem[]> {
  const rows = await listCodeItemRows(ctx.db, typeCode);
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  return rows.map(({ code, name, nameEn, sort }) => ({ code, name, nameEn, sort }));
}

/** The school sections with the subjects taught in each. */
export async function getSectionsWithSubjects(ctx: TenantContext): Promise<SectionWithSubjects[]> {
  const [sections, subjects, pairs] = await Promise.all([
    listCodeItemRows(ctx.db, 'section'),
    listCodeItemRows(ctx.db, 'subject'),
    listSectionSubjectPairs(ctx.db),
  ]);
  const subjectByCode = new Map(subjects.map((subject) => [subject.code, subject]));
  return sections.map((section) => ({
    sectionCode: section.code,
    sectionName: section.name,
    sectionNameEn: section.nameEn,
    subjects: pairs
      .filter((pair) => pair.sectionCode === section.code)
      .flatMap((pair) => {
        const subject = subjectByCode.get(pair.subjectCode);
        return subject ? [{ code: subject.code, name: subject.name, nameEn: subject.nameEn, sort: pair.sort }] : [];
      }),
  }));
}
