import type { PersonalDataSection, PersonalDataSubject } from '@server/platform/personal-data/personal-data';
import { withoutColumns } from '@server/platform/personal-data/personal-data';
import { selectDevelopmentOfUser } from './development-personal-data.repository';

/** What development holds about a person: their phase applications and chosen development types (for the export). */
export async function personalDataOfDevelopment({ db, tenantId, userId }: PersonalDataSubject): Promise<PersonalDataSection[]> {
  const { applications, types } = await selectDevelopmentOfUser(db, tenantId, userId);
  const strip = (row: Record<string, unknown>) => withoutColumns(row, ['tenantId']);
  return [
    { key: 'development-applications', records: applications.map(strip) },
    { key: 'development-types', records: types.map(strip) },
  ];
}
