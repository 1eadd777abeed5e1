// Limits of the course discussion and ratings (training-discussion.ts), zod-free like limits.ts so the web client's
// form rules use the numbers the server checks.

/** Questions, answers and ratings on programmes and open classes. */
export const TrainingDiscussionLimits = {
  /** A question's or answer's text, in characters as a person counts them (code points, after trimming). */
  postText: 2_000,
  /** A rating's review, counted the same way. */
  reviewText: 500,
  /** Why staff hid something, or why a reader reports it. */
  reason: 200,
  /** Questions and answers one person may post in a window... */
  postsPerWindow: 5,
  /** ...of this many seconds (answered 429 with Retry-After beyond it). */
  windowSeconds: 60,
} as const;

/** Characters as a person counts them: code points, so an emoji or a rare Han character counts once. */
export function countCharacters(text: string): number {
  return [...text].length;
}
