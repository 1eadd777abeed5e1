import { ENUMERATIONS } from '@yanxiu/contract/enums';
import type { Db } from '@server/db/client';
import { replaceReferenceData, type CodeItemRow } from './basecode.repository';
import { REFERENCE_CODE_TABLES, SECTION_SUBJECTS } from './reference-data';

/**
 * Writes the shared code tables from the code (the contract's enumerations and the K-12 reference data) at every
 * start, so the database never drifts from what the code knows.
 */
export async function syncReferenceData(db: Db): Promise<void> {
  const items: CodeItemRow[] = [];
  for (const enumeration of Object.values(ENUMERATIONS)) {
    enumeration.values.forEach((value, index) => {
      const labels = enumeration.labels[value as keyof typeof enumeration.labels] as { 'zh-CN': string; 'en-US': string };
      items.push({ typeCode: enumeration.typeCode, code: value, name: labels['zh-CN'], nameEn: labels['en-US'], sort: index + 1 });
    });
  }
  for (const [typeCode, codes] of Object.entries(REFERENCE_CODE_TABLES)) {
    for (const item of codes) items.push({ typeCode, code: item.code, name: item.name, nameEn: item.nameEn, sort: item.sort });
  }
  const pairs = Object.entries(SECTION_SUBJECTS).flatMap(([sectionCode, subjectCodes]) =>
    subjectCodes.map((subjectCode, index) => ({ sectionCode, subjectCode, sort: index + 1 })),
  );
  await db.transaction((tx) => replaceReferenceData(tx, items, pairs));
}
