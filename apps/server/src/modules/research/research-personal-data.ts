import type { PersonalDataSection, PersonalDataSubject } from '@server/platform/personal-data/personal-data';
import { withoutColumns } from '@server/platform/personal-data/personal-data';
import { selectResearchOfUser } from './research-personal-data.repository';

/** What research holds about a person: activity participation and its traces, and group memberships (for the export). */
export async function personalDataOfResearch({ db, tenantId, userId }: PersonalDataSubject): Promise<PersonalDataSection[]> {
  const { activities, groups, attendance, handIns, observations } = await selectResearchOfUser(db, tenantId, userId);
  const strip = (row: Record<string, unknown>) => withoutColumns(row, ['tenantId']);
  return [
    { key: 'research-activities', records: activities.map(({ participation, title }) => ({ ...strip(participation), title })) },
    { key: 'research-groups', records: groups.map(({ membership, name }) => ({ ...strip(membership), name })) },
    { key: 'research-attendance', records: attendance.map(strip) },
    { key: 'research-hand-ins', records: handIns.map(strip) },
    { key: 'research-observations', records: observations.map(strip) },
  ];
}
