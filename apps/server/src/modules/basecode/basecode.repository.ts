import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { codeItems, sectionSubjects } from '@server/db/schema/reference';

export type CodeItemRow = typeof codeItems.$inferSelect;

/** The entries of one code table in display order. */
export async function listCodeItemRows(db: Executor, typeCode: string): Promise<CodeItemRow[]> {
  return db.select().from(codeItems).where(eq(codeItems.typeCode, typeCode)).orderBy(asc(codeItems.sort));
}

/** Sections, subjects and which subject belongs to which section, for findSubjectAndSection. */
export async function listSectionSubjectPairs(db: Executor) {
  return db.select().from(sectionSubjects).orderBy(asc(sectionSubjects.sectionCode), asc(sectionSubjects.sort));
}

/** One entry of a code table, if the code is in it. */
export async function findCodeItem(db: Executor, typeCode: string, code: string): Promise<{ code: string } | undefined> {
  const rows = await db
    .select({ code: codeItems.code })
    .from(codeItems)
    .where(and(eq(codeItems.typeCode, typeCode), eq(codeItems.code, code)))
    .limit(1);
  return rows[0];
}

/** The link of a subject to a section, if the subject is taught there. */
export async function findSectionSubject(db: Executor, sectionCode: string, subjectCode: string): Promise<{ code: string } | undefined> {
  const rows = await db
    .select({ code: sectionSubjects.subjectCode })
    .from(sectionSubjects)
    .where(and(eq(sectionSubjects.sectionCode, sectionCode), eq(sectionSubjects.subjectCode, subjectCode)))
    .limit(1);
  return rows[0];
}

/** Makes the code tables and the section-subject map equal to the given reference data. */
export async function replaceReferenceData(
  db: Executor,
  items: CodeItemRow[],
  pairs: Array<typeof sectionSubjects.$inferInsert>,
): Promise<void> {
  await db.delete(codeItems);
  await db.delete(sectionSubjects);
  if (items.length > 0) await db.insert(codeItems).values(items);
  if (pairs.length > 0) await db.insert(sectionSubjects).values(pairs);
}
