/**
 * Query keys of the staff look-ups start so. They are training's staff look-up calls and stay under training's
 * staff prefix, so a training write refreshes an open look-up as it always did.
 */
export const LOOKUP_KEY = ['training', 'manage'] as const;
