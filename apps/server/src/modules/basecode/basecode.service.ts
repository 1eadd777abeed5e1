import type { CodeItem, SectionWithSubjects } from '@yanxiu/contract/basecode';
import type { Executor } from '@server/db/client';
import type { TenantContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { findCodeItem, findSectionSubject, listCodeItems as listCodeItemRows, listSectionSubjectPairs, type CodeItemRow } from './basecode.repository';

// The code tables are shared by every tenant: nothing here is tenant-scoped.

/** The entries of one code table in display order (other domains rank titles with it). */
export function listCodeItems(db: Executor, typeCode: string): Promise<CodeItemRow[]> {
  return listCodeItemRows(db, typeCode);
}

/** Whether a code is in a code table (other domains validate section, subject and title codes with it). */
export async function isCodeOf(db: Executor, typeCode: string, code: string): Promise<boolean> {
  return (await findCodeItem(db, typeCode, code)) !== undefined;
}

/** Whether a subject is taught in a school section. */
export async function isSubjectOfSection(db: Executor, sectionCode: string, subjectCode: string): Promise<boolean> {
  return (await findSectionSubject(db, sectionCode, subjectCode)) !== undefined;
}

/** Every pair of a section and a subject taught in it (the account import checks rows against them). */
export function listSectionSubjects(db: Executor): Promise<Array<{ sectionCode: string; subjectCode: string }>> {
  return listSectionSubjectPairs(db);
}

/** One code table (404 for an unknown type code). */
export async function getCodeTable(ctx: TenantContext, typeCode: string): Promise<CodeItem[]> {
  const rows = await listCodeItemRows(ctx.db, typeCode);
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  return rows.map(({ code, name, nameEn, sort }) => ({ code, name, nameEn, sort }));
}

/** The school sections with the subjects taught in each. */
export async function getSectionsWithSubjects(ctx: TenantContext): Promise<SectionWithSubjects[]> {
  const [sections, subjects, pairs] = await Promise.all([listCodeItemRows(ctx.db, 'section'), listCodeItemRows(ctx.db, 'subject'), listSectionSubjectPairs(ctx.db)]);
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
