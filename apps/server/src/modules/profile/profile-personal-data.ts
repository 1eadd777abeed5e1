import type { PersonalDataSection, PersonalDataSubject } from '@server/platform/personal-data/personal-data';
import { withoutColumns } from '@server/platform/personal-data/personal-data';
import { selectProfileOfUser } from './profile-personal-data.repository';

/** What profile holds about a person: every record of every section, backbone applications, growth files (for the export). */
export async function personalDataOfProfile({ db, tenantId, userId }: PersonalDataSubject): Promise<PersonalDataSection[]> {
  const { records, backbone, growth } = await selectProfileOfUser(db, tenantId, userId);
  const strip = (row: Record<string, unknown>) => withoutColumns(row, ['tenantId', 'storageKey', 'searchText', 'searchGrams']);
  return [
    { key: 'profile-records', records: records.map(strip) },
    { key: 'backbone-applications', records: backbone.map(strip) },
    { key: 'growth-files', records: growth.map(strip) },
  ];
}
