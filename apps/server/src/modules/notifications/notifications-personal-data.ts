import type { PersonalDataSection, PersonalDataSubject } from '@server/platform/personal-data/personal-data';
import { withoutColumns } from '@server/platform/personal-data/personal-data';
import { selectNotificationsOfUser } from './notifications-personal-data.repository';

/** What notifications holds about a person: what they were told and their channel choices (for the export). */
export async function personalDataOfNotifications({ db, tenantId, userId }: PersonalDataSubject): Promise<PersonalDataSection[]> {
  const { received, channels } = await selectNotificationsOfUser(db, tenantId, userId);
  return [
    { key: 'notifications', records: received },
    { key: 'notification-channels', records: channels.map((row) => withoutColumns(row, ['tenantId'])) },
  ];
}
