import type { PersonalDataSection, PersonalDataSubject } from '@server/platform/personal-data/personal-data';
import { withoutColumns } from '@server/platform/personal-data/personal-data';
import { selectDiskOfUser } from './disk-personal-data.repository';

/** What the disk holds of a person's: their folders and resources, with each resource's bytes (for the export). */
export async function personalDataOfDisk({ db, tenantId, userId, storage }: PersonalDataSubject): Promise<PersonalDataSection[]> {
  const { folders, resources } = await selectDiskOfUser(db, tenantId, userId);
  return [
    { key: 'disk-folders', records: folders },
    {
      key: 'disk-resources',
      records: resources.map((row) => withoutColumns(row, ['storageKey'])),
      // The id keeps two resources of one file name apart.
      files: resources.map((row) => ({ name: `${row.id}-${row.fileName}`, open: () => storage.get(row.storageKey) })),
    },
  ];
}
