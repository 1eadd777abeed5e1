import { z } from 'zod';
import { IsoDateTime } from './iso-date-time';
import { TrainingKindSchema } from './training';

// Continue learning (issue 42): the caller's place in each programme in progress, kept on the server from their
// watch heartbeats (so it follows them across devices), and what falls due soonest. Read by /home and the
// programme page.

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** The programme a place or a due item belongs to: enough for the web to build the programme's address. */
export const ContinueProgramme = z.object({
  id: Id,
  title: z.string(),
  kind: TrainingKindSchema,
  /** A studio programme's studio (its address is under the studio); null otherwise. */
  studioId: Id.nullable(),
});
export type ContinueProgramme = z.infer<typeof ContinueProgramme>;

/** Where the caller left off in one programme: the lesson to open and the second to start it at. */
export const ContinuePoint = z.object({
  programme: ContinueProgramme,
  unitId: Id,
  unitTitle: z.string(),
  unitKind: z.enum(['video', 'document']),
  /**
   * The media second to start at (0 for a lesson not yet opened). Never past what a first viewing may reach, so the
   * player's seek lock lets it through; for a document always 0 (its stored position is seconds of reading).
   */
  positionSeconds: z.number().min(0),
  /** The lesson's length in seconds (a video's), or null when unknown or a document. */
  durationSeconds: z.number().int().min(0).nullable(),
  /** The server's time of the last heartbeat on this lesson; null when the programme has not been started. */
  lastWatchedAt: IsoDateTime.nullable(),
});
export type ContinuePoint = z.infer<typeof ContinuePoint>;

/**
 * The kinds of due item: a programme's end, an exam's closing time, an assignment's due time, and the end of a
 * teaching-research activity the teacher joined and has not completed.
 */
export const DueItemKind = z.enum(['programme', 'exam', 'assignment', 'activity']);
export type DueItemKind = z.infer<typeof DueItemKind>;

/** One thing the caller still has to finish, with the instant it is due. */
export const DueItem = z.object({
  kind: DueItemKind,
  /** The programme's, exam's, assignment's or activity's id (the web builds its address from kind and id). */
  id: Id,
  title: z.string(),
  dueAt: IsoDateTime,
  /** The programme it belongs to; null for an activity. */
  programme: ContinueProgramme.nullable(),
});
export type DueItem = z.infer<typeof DueItem>;

/** GET /learning/continue. */
export const ContinueLearning = z.object({
  /** One place per programme in progress (enrolled, not ended, not finished), the most recently watched first. */
  points: z.array(ContinuePoint),
  /** Work still open that falls due from now on, the soonest first (at most `CONTINUE_DUE_LIMIT`). */
  due: z.array(DueItem),
});
export type ContinueLearning = z.infer<typeof ContinueLearning>;

/** How many due items the answer carries at most. */
export const CONTINUE_DUE_LIMIT = 8;
