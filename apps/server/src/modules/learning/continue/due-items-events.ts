import type { DueItem } from '@yanxiu/contract/learning-continue';
import { defineEvent } from '@server/platform/events/domain-events';
import type { ProgrammeInProgress } from '@server/modules/training/training.public';

/** What a domain answering `dueItemsRequested` is told, and the list it adds to. */
export type DueItemsRequest = {
  userId: number;
  /** The read's clock: items due before it are left out anyway. */
  now: Date;
  /** The teacher's programmes under way, with which of their units are done. */
  programmes: readonly ProgrammeInProgress[];
  /** Filled by the handlers (programme ends are already in it). */
  items: DueItem[];
};

/**
 * "Continue learning" is being read: domains whose work falls due for the teacher (assessment's exams and assignments
 * in their programmes, research's activities they joined) add it to `items`, so learning lists it without importing
 * them (they depend on learning).
 */
export const dueItemsRequested = defineEvent<DueItemsRequest>('learning.dueItemsRequested');
