import type { PersonalDataSection, PersonalDataSubject } from '@server/platform/personal-data/personal-data';
import { withoutColumns } from '@server/platform/personal-data/personal-data';
import { selectTrainingOfUser } from './training-personal-data.repository';

/** What training holds about a person: their enrolments and completed units (for the export). */
export async function personalDataOfTraining({ db, tenantId, userId }: PersonalDataSubject): Promise<PersonalDataSection[]> {
  const { enrolments, completions } = await selectTrainingOfUser(db, tenantId, userId);
  return [
    {
      key: 'enrolments',
      records: enrolments.map(({ enrolment, programmeTitle }) => ({ ...withoutColumns(enrolment, ['tenantId']), programmeTitle })),
    },
    { key: 'unit-completions', records: completions.map((row) => withoutColumns(row, ['tenantId'])) },
  ];
}
