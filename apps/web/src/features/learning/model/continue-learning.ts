import type { ContinuePoint, DueItem } from '@yanxiu/contract/learning-continue';

// The addresses and wording "continue learning" needs, pure so they are tested on their own.

/** The lesson page opened at the place: a video at its second (`t`, which the player seeks to), a document as is. */
export function resumePath(point: Pick<ContinuePoint, 'unitId' | 'unitKind' | 'positionSeconds' | 'programme'>): string {
  const params = new URLSearchParams({ unitId: String(point.unitId), programmeId: String(point.programme.id) });
  if (point.unitKind === 'document') return `/quickLook?${params.toString()}`;
  params.set('t', String(Math.floor(point.positionSeconds)));
  return `/videoPlay?${params.toString()}`;
}

/** Where a due item opens; a programme's address is training's, given by the caller. */
export function dueItemPath(item: DueItem, programmePath: (programme: NonNullable<DueItem['programme']>) => string): string {
  if (item.kind === 'exam') return `/training/exam/${item.id}`;
  if (item.kind === 'assignment') return `/training/assignment/${item.id}`;
  if (item.kind === 'activity') return `/research/ActivityCover/${item.id}`;
  return item.programme ? programmePath(item.programme) : '/personal/training';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long until `dueAt`, in the largest whole unit that is at least one (days, hours, else minutes, at least 1). */
export function timeLeft(dueAt: string, now: number): { unit: 'days' | 'hours' | 'minutes'; count: number } {
  const left = Math.max(0, Date.parse(dueAt) - now);
  if (left >= DAY) return { unit: 'days', count: Math.floor(left / DAY) };
  if (left >= HOUR) return { unit: 'hours', count: Math.floor(left / HOUR) };
  return { unit: 'minutes', count: Math.max(1, Math.floor(left / MINUTE)) };
}
