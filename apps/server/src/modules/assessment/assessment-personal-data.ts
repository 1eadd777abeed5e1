import type { PersonalDataSection, PersonalDataSubject } from '@server/platform/personal-data/personal-data';
import { withoutColumns } from '@server/platform/personal-data/personal-data';
import { selectAssessmentOfUser } from './assessment-personal-data.repository';

/** What assessment holds about a person: exam attempts, assignment submissions and their rounds, named answers (for the export). */
export async function personalDataOfAssessment({ db, tenantId, userId }: PersonalDataSubject): Promise<PersonalDataSection[]> {
  const { attempts, submissions, rounds, responses } = await selectAssessmentOfUser(db, tenantId, userId);
  const strip = (row: Record<string, unknown>) => withoutColumns(row, ['tenantId']);
  return [
    // The seed drew and shuffled the paper: it would tell an open attempt's order, and says nothing about the person.
    { key: 'exam-attempts', records: attempts.map((row) => withoutColumns(row, ['tenantId', 'seed'])) },
    { key: 'assignment-submissions', records: submissions.map(strip) },
    { key: 'assignment-rounds', records: rounds.map(strip) },
    { key: 'evaluation-answers', records: responses.map(strip) },
  ];
}
