import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `update` as a transition once the next frame has painted, and returns how to cancel it. The frame's callback
 * runs before its paint and the timeout it starts after; what then renders renders as a transition, in slices, not in
 * one task that holds a phone's main thread.
 */
function afterNextPaint(update: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(() => startTransition(update), 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}

/**
 * Whether `ready` has been true for a painted frame: what waits on this loads once what is above it is on screen. A
 * phone on a slow network fetched the hours page's chart library and its tables (antd's Table) before or alongside
 * the hours themselves, and the numbers the teacher came for waited for them (issue 19).
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (ready && !painted ? afterNextPaint(() => setPainted(true)) : undefined), [ready, painted]);
  return painted;
}

/**
 * How many of `total` parts to render: the first at once, each next one once the one before it has painted, as a
 * transition. A dashboard's cards mounted together were one long commit on a phone: Ant
 * Design's components set state while mounting (motion, breakpoints), which React applies at once, running every
 * mounted component's effects in the same task (issue 19). A card at a time is a task a phone can fit between frames.
 */
export function usePaintedInTurn(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => (shown < total ? afterNextPaint(() => setShown((count) => count + 1)) : undefined), [shown, total]);
  return shown;
}
