import type { PersonalDataSection, PersonalDataSubject } from '@server/platform/personal-data/personal-data';
import { withoutColumns } from '@server/platform/personal-data/personal-data';
import { selectAccountOfUser } from './teacher-personal-data.repository';

/** What teacher holds about a person: their account and, when they teach, their teaching record (for the export). */
export async function personalDataOfAccount({ db, tenantId, userId }: PersonalDataSubject): Promise<PersonalDataSection[]> {
  const { account, teaching } = await selectAccountOfUser(db, tenantId, userId);
  return [
    { key: 'account', records: account ? [account] : [] },
    { key: 'teaching', records: teaching.map((row) => withoutColumns(row, ['tenantId'])) },
  ];
}
