import type { PersonalDataSection, PersonalDataSubject } from '@server/platform/personal-data/personal-data';
import { withoutColumns } from '@server/platform/personal-data/personal-data';
import { selectLearningOfUser } from './learning-personal-data.repository';

/** What learning holds about a person: hours (ledger, totals, declarations) and learning records (watching, presence checks). */
export async function personalDataOfLearning({ db, tenantId, userId }: PersonalDataSubject): Promise<PersonalDataSection[]> {
  const { entries, totals, declarations, watching, presence } = await selectLearningOfUser(db, tenantId, userId);
  const strip = (row: Record<string, unknown>) => withoutColumns(row, ['tenantId']);
  return [
    { key: 'learning-hours', records: entries.map(strip) },
    { key: 'learning-hour-totals', records: totals.map(strip) },
    { key: 'learning-hour-declarations', records: declarations.map(strip) },
    { key: 'learning-records', records: watching.map(strip) },
    // The right choice stays out: a check still open would be answered from the archive.
    { key: 'presence-checks', records: presence.map((row) => withoutColumns(row, ['tenantId', 'correctChoice'])) },
  ];
}
