import type { Executor } from '@server/db/client';
import { findCodeItem, findSectionSubject, listCodeItemRows, listSectionSubjectPairs, type CodeItemRow } from './basecode.repository';

// The reads other domains make of the code tables. The tables are shared by every tenant: nothing here is
// tenant-scoped, so these take an executor (the caller's transaction, when it has one) and no tenant.

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
