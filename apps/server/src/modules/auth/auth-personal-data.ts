import type { PersonalDataSection, PersonalDataSubject } from '@server/platform/personal-data/personal-data';
import { selectSignInsOfUser } from './auth-personal-data.repository';

/** A person's sign-in history as auth keeps it (for the export). */
export async function personalDataOfSignIns({ db, tenantId, userId }: PersonalDataSubject): Promise<PersonalDataSection[]> {
  return [{ key: 'sign-ins', records: await selectSignInsOfUser(db, tenantId, userId) }];
}
