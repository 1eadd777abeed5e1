import { defineEvent } from '@server/platform/events/domain-events';

// What assessment tells other domains when an exam attempt has its result (xAPI states it), without assessment
// importing them.

/**
 * An attempt has its score and pass, once nothing waits for a person: at submission, or when the last short answer
 * is graded. Emitted in the transaction that settled it.
 */
export const examAttemptScored = defineEvent<{
  attemptId: number;
  examId: number;
  examTitle: string;
  /** The programme whose exam unit the exam is; null for a school's exam. */
  programmeId: number | null;
  userId: number;
  score: number;
  maxScore: number;
  passed: boolean;
  now: Date;
}>('assessment.examAttemptScored');
