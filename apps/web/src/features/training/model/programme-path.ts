import type { TrainingKindValue } from '@yanxiu/contract/training-enums';

/** The page of a programme by kind (spec 2): marketplace courses and school-based training have their own. */
export function programmePath(kind: TrainingKindValue, id: number): string {
  if (kind === 'supermarket') return `/training/supermarket/${id}`;
  if (kind === 'school') return `/my/schoolTraining/${id}`;
  return `/my/training/${kind}/${id}`;
}

/** The kind named by a page's path (`/training/<kind>`, `/my/training/<kind>/:id`, `/my/schoolTraining/...`). */
export function kindOfPath(pathname: string): TrainingKindValue | null {
  if (pathname.startsWith('/my/schoolTraining')) return 'school';
  const match = /^\/(?:my\/)?training\/(common|supermarket|fusion|special|studio)(?:\/|$)/.exec(pathname);
  return match ? (match[1] as TrainingKindValue) : null;
}

/** The catalogue a kind is found in (school-based training is listed under "my"). */
export function cataloguePath(kind: TrainingKindValue): string {
  return kind === 'school' ? '/my/schoolTraining' : `/training/${kind}`;
}
