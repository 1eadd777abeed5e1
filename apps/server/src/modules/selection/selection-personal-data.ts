import type { PersonalDataSection, PersonalDataSubject } from '@server/platform/personal-data/personal-data';
import { withoutColumns } from '@server/platform/personal-data/personal-data';
import { selectSelectionOfUser } from './selection-personal-data.repository';

/** What selection holds about a person: their applications and what they filled in (for the export). */
export async function personalDataOfSelection({ db, tenantId, userId }: PersonalDataSubject): Promise<PersonalDataSection[]> {
  const { applications, values } = await selectSelectionOfUser(db, tenantId, userId);
  const strip = (row: Record<string, unknown>) => withoutColumns(row, ['tenantId']);
  return [
    { key: 'selection-applications', records: applications.map(strip) },
    { key: 'selection-application-values', records: values.map(strip) },
  ];
}
