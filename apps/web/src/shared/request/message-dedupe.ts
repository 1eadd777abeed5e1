/** Spec 9: the same message is shown at most once per 3 seconds. */
export const DUPLICATE_WINDOW_MS = 3000;

const lastShown = new Map<string, number>();

/** True when `text` may be shown now (and records that it was). */
export function shouldShow(text: string, now = Date.now()): boolean {
  const last = lastShown.get(text);
  if (last !== undefined && now - last < DUPLICATE_WINDOW_MS) return false;
  lastShown.set(text, now);
  if (lastShown.size > 100) {
    for (const [key, at] of lastShown) if (now - at >= DUPLICATE_WINDOW_MS) lastShown.delete(key);
  }
  return true;
}

/** Forgets what was shown (tests). */
export function resetShownMessages(): void {
  lastShown.clear();
}
