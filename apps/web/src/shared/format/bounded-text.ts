// Text people typed, made safe to lay out. The server bounds every field's length, but a browser can still spend
// seconds on text well within those bounds: laying out one letter carrying thousands of combining marks takes time
// that grows with the square of their number (long enough for a tab to look dead; docs/performance-log.md), and a
// list cell that shows a whole description does the work once per row. So what a list or a detail shows goes
// through here first: runs of combining marks are cut to a few (no script needs more on one
// letter), and the text to a length the place can show. React escapes the result, so markup in it stays text.

/** Combining marks after one letter that are kept; Vietnamese, Thai and Devanagari need at most four. */
export const COMBINING_MARKS_KEPT = 8;

const COMBINING_RUN = new RegExp(`(\\p{M}{${COMBINING_MARKS_KEPT}})\\p{M}+`, 'gu');

export type BoundedText = {
  /** What to show: runs of combining marks cut, then at most `max` characters (code points), with "…" when cut. */
  shown: string;
  /** Whether anything was left out. */
  cut: boolean;
};

/** `text` with runs of combining marks cut to a few, for text shown whole or clamped by antd's ellipsis (which lays it out again and again to measure). */
export function calmMarks<T extends string | null | undefined>(text: T): T {
  return (typeof text === 'string' ? text.replace(COMBINING_RUN, '$1') : text) as T;
}

/** `text` bounded to `max` characters (code points, so no emoji is split in half) for showing. */
export function boundText(text: string, max: number): BoundedText {
  const calmed = calmMarks(text);
  // 2·max + 1 UTF-16 units always hold more than max code points, so a long text is never split whole.
  const points = Array.from(calmed.slice(0, 2 * max + 1));
  if (points.length > max) return { shown: `${points.slice(0, max).join('')}…`, cut: true };
  return { shown: calmed, cut: calmed !== text };
}
