import type { TrainingKindValue } from '@yanxiu/contract/training-enums';

/**
 * The one address of a programme (spec 2 plus the catalogue's detail pages): under its kind's catalogue,
 * `/training/<kind>/:id`, whether or not the teacher has enrolled; a studio's programme under its studio,
 * `/training/studio/:studioId/:id`; school-based training under "my school", `/my/schoolTraining/:id`. The spec's
 * `/my/training/<kind>/:id` addresses still open a programme, and send the browser on to this one.
 */
export function programmePath(kind: TrainingKindValue, id: number, studioId: number | null = null): string {
  if (kind === 'school') return `/my/schoolTraining/${id}`;
  if (kind === 'studio') return studioId === null ? `/my/training/studio/${id}` : `/training/studio/${studioId}/${id}`;
  return `/training/${kind}/${id}`;
}

/** The kind named by a page's path (`/training/<kind>...`, `/my/training/<kind>/:id`, `/my/schoolTraining/...`). */
export function kindOfPath(pathname: string): TrainingKindValue | null {
  if (pathname.startsWith('/my/schoolTraining')) return 'school';
  const match = /^\/(?:my\/)?training\/(common|supermarket|fusion|special|studio)(?:\/|$)/.exec(pathname);
  return match ? (match[1] as TrainingKindValue) : null;
}

/** The catalogue a kind is found in (school-based training is listed under "my"). */
export function cataloguePath(kind: TrainingKindValue): string {
  return kind === 'school' ? '/my/schoolTraining' : `/training/${kind}`;
}
