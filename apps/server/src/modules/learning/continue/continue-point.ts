import type { ContinuePoint } from '@yanxiu/contract/learning-continue';
import type { ProgrammeInProgress } from '@server/modules/training/training.public';
import { seekLimitOf } from '../watch/watch-credit';

// Which lesson "continue learning" opens in a programme, and at which second. Pure, so the rule is tested on its own.

/** A lesson's stored watch state as far as the place goes. */
export type LessonPlace = {
  /** The media second of the last accepted heartbeat (a document's: seconds of reading); null before the first. */
  position: number | null;
  intervals: Array<[number, number]>;
  completed: boolean;
  /** When the state last changed (the last heartbeat, or the lesson's first opening). */
  at: Date;
};

type Unit = ProgrammeInProgress['units'][number];
type Lesson = Unit & { kind: 'video' | 'document' };

const isLesson = (unit: Unit): unit is Lesson => unit.kind === 'video' || unit.kind === 'document';

/**
 * The second to start a lesson at. A video not yet complete starts no further than its first viewing may reach (the
 * player's seek lock would refuse more); one left at its very end starts over. A document starts at 0: its stored
 * position counts seconds of reading, not a place in it.
 */
export function startSecond(lesson: Lesson, place: LessonPlace | undefined): number {
  if (lesson.kind === 'document' || !place || place.position === null) return 0;
  const reach = place.completed ? place.position : Math.min(place.position, seekLimitOf(place));
  const second = Math.max(0, Math.floor(reach));
  return lesson.durationSeconds !== null && second >= lesson.durationSeconds - 1 ? 0 : second;
}

/**
 * Where to continue a programme: the lesson last watched, at its second, while it is unfinished; once it is finished,
 * the next unfinished lesson after it (else the first unfinished one). A programme not started opens its first
 * unfinished lesson at 0. Null when no lesson is left to watch (what remains is offline sessions or assessments).
 */
export function continuePointOf(programme: ProgrammeInProgress, places: ReadonlyMap<number, LessonPlace>): ContinuePoint | null {
  const lessons = programme.units.filter(isLesson);
  const done = (lesson: Lesson) => lesson.completed || (places.get(lesson.id)?.completed ?? false);
  const unfinished = lessons.filter((lesson) => !done(lesson));
  if (unfinished.length === 0) return null;
  let latest: { lesson: Lesson; place: LessonPlace } | null = null;
  for (const lesson of lessons) {
    const place = places.get(lesson.id);
    if (place && (!latest || place.at.getTime() > latest.place.at.getTime())) latest = { lesson, place };
  }
  const target =
    latest && !done(latest.lesson)
      ? latest.lesson
      : (unfinished.find((lesson) => latest !== null && lesson.position > latest.lesson.position) ?? unfinished[0]!);
  return {
    programme: { id: programme.id, title: programme.title, kind: programme.kind, studioId: programme.studioId },
    unitId: target.id,
    unitTitle: target.title,
    unitKind: target.kind,
    positionSeconds: startSecond(target, places.get(target.id)),
    durationSeconds: target.kind === 'video' ? target.durationSeconds : null,
    lastWatchedAt: latest ? latest.place.at.toISOString() : null,
  };
}
