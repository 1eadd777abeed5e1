import { CONTINUE_DUE_LIMIT, type ContinueLearning, type ContinuePoint, type DueItem } from '@yanxiu/contract/learning-continue';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { addDays, chinaDay, chinaDayStart } from '@server/platform/time/china-time';
import { programmesInProgressOf, type ProgrammeInProgress } from '@server/modules/training/training.public';
import { continuePointOf } from './continue-point';
import { dueItemsRequested } from './due-items-events';
import { findLessonPlaces } from './lesson-places.repository';

// Order of due items falling due at the same instant: the smaller piece of work first.
const KIND_ORDER: Record<DueItem['kind'], number> = { assignment: 0, exam: 1, activity: 2, programme: 3 };

/** A programme ends when its last day (China calendar) does. */
function programmeEnd(programme: ProgrammeInProgress): DueItem {
  return {
    kind: 'programme',
    id: programme.id,
    title: programme.title,
    dueAt: chinaDayStart(addDays(programme.endsOn, 1)).toISOString(),
    programme: { id: programme.id, title: programme.title, kind: programme.kind, studioId: programme.studioId },
  };
}

const lastWatched = (point: ContinuePoint) => (point.lastWatchedAt === null ? -Infinity : Date.parse(point.lastWatchedAt));

/**
 * The caller's own "continue learning": in each programme under way, the lesson and second to go back to (the most
 * recently watched programme first, then those not started in enrolment order), and the work still open that falls
 * due soonest (programme ends, and what other domains add: exams closing, assignments due, research activities the
 * teacher joined and has not completed, ending). Anyone signed in may ask; it reads only the caller's own enrolments,
 * watch states and participation.
 */
export async function continueLearning(ctx: RequestContext): Promise<ContinueLearning> {
  const { db, tenantId, actor } = ctx;
  const now = new Date();
  const programmes = await programmesInProgressOf(db, tenantId, actor.userId, chinaDay(now));
  const lessonIds = programmes.flatMap((programme) =>
    programme.units.filter((unit) => unit.kind === 'video' || unit.kind === 'document').map((unit) => unit.id),
  );
  const places = await findLessonPlaces(db, tenantId, actor.userId, lessonIds);
  const points = programmes
    .map((programme) => continuePointOf(programme, places))
    .filter((point): point is ContinuePoint => point !== null)
    .map((point, index) => ({ point, index }))
    .sort((a, b) => lastWatched(b.point) - lastWatched(a.point) || a.index - b.index)
    .map(({ point }) => point);

  const items = programmes.map(programmeEnd);
  await ctx.events.emit(eventScopeOf(ctx, db), dueItemsRequested, { userId: actor.userId, now, programmes, items });
  const due = items
    .filter((item) => Date.parse(item.dueAt) > now.getTime())
    .sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id)
    .slice(0, CONTINUE_DUE_LIMIT);
  return { points, due };
}
