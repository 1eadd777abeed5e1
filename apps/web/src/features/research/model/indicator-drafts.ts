import type { ObservationIndicator } from '@yanxiu/contract/research-interaction';

// An observation form's indicators as the library page writes them. Each indicator needs a key that stays the same
// while the form is edited (scores of handed-in forms are kept by key), made of a-z and 0-9, 12 at most.

/** The first free key `i1`, `i2`, … not used by the indicators there are. */
export function nextIndicatorKey(indicators: ReadonlyArray<Pick<ObservationIndicator, 'key'>>): string {
  const used = new Set(indicators.map((item) => item.key));
  let index = 1;
  while (used.has(`i${index}`)) index += 1;
  return `i${index}`;
}

/** The sum of the maximum scores: the form's full mark. */
export function fullMark(indicators: ReadonlyArray<Pick<ObservationIndicator, 'maxScore'>>): number {
  return indicators.reduce((sum, item) => sum + (Number.isFinite(item.maxScore) ? item.maxScore : 0), 0);
}
