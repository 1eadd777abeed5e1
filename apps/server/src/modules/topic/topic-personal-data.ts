import type { PersonalDataSection, PersonalDataSubject } from '@server/platform/personal-data/personal-data';
import { withoutColumns } from '@server/platform/personal-data/personal-data';
import { selectTopicsOfUser } from './topic-personal-data.repository';

/** What topic holds about a person: the applications they host and their memberships of others' (for the export). */
export async function personalDataOfTopics({ db, tenantId, userId }: PersonalDataSubject): Promise<PersonalDataSection[]> {
  const { hosted, memberships } = await selectTopicsOfUser(db, tenantId, userId);
  return [
    { key: 'topic-applications', records: hosted.map((row) => withoutColumns(row, ['tenantId', 'searchText', 'searchGrams'])) },
    {
      key: 'topic-memberships',
      records: memberships.map(({ membership, title }) => ({ ...withoutColumns(membership, ['tenantId']), title })),
    },
  ];
}
