// The facts xAPI states, as the xapi module's event handlers gather them from the other domains' events. Each names
// what it is about by id and carries the titles the statement shows; none carries a phone or an id number.

type Teacher = { userId: number; at: Date };

/** A teacher's enrolment in a programme was confirmed. */
export type EnrolledFact = Teacher & { kind: 'enrolled'; enrolmentId: number; programmeId: number; programmeTitle: string };
/** A teacher completed a unit (lesson, document, offline session, exam unit) of a programme. */
export type UnitCompletedFact = Teacher & {
  kind: 'unitCompleted';
  unitId: number;
  unitTitle: string;
  programmeId: number;
  programmeTitle: string;
};
/** A teacher completed every unit of a programme. */
export type ProgrammeCompletedFact = Teacher & { kind: 'programmeCompleted'; programmeId: number; programmeTitle: string };
/** An exam attempt has its result. */
export type ExamScoredFact = Teacher & {
  kind: 'examScored';
  attemptId: number;
  examId: number;
  examTitle: string;
  programmeId: number | null;
  score: number;
  maxScore: number;
  passed: boolean;
};
/** A participant completed a teaching-research activity. */
export type ActivityAttendedFact = Teacher & { kind: 'activityAttended'; activityId: number; activityTitle: string };
/** Hours reached a teacher's ledger. */
export type HoursEarnedFact = Teacher & { kind: 'hoursEarned'; entryId: number; title: string; hours: number; category: string };

export type XapiFact = EnrolledFact | UnitCompletedFact | ProgrammeCompletedFact | ExamScoredFact | ActivityAttendedFact | HoursEarnedFact;

/**
 * What makes a fact itself, for its statement id: an enrolment or a completion can happen again after it was taken
 * back, so those include when; an attempt and a ledger entry happen once.
 */
export function factKeyOf(fact: XapiFact): string {
  const at = fact.at.toISOString();
  switch (fact.kind) {
    case 'enrolled':
      return `enrolled:enrolment:${fact.enrolmentId}:${at}`;
    case 'unitCompleted':
      return `completed:unit:${fact.unitId}:user:${fact.userId}:${at}`;
    case 'programmeCompleted':
      return `completed:programme:${fact.programmeId}:user:${fact.userId}:${at}`;
    case 'examScored':
      return `scored:attempt:${fact.attemptId}`;
    case 'activityAttended':
      return `attended:activity:${fact.activityId}:user:${fact.userId}`;
    case 'hoursEarned':
      return `earned:hours:${fact.entryId}`;
  }
}
