import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { RequestError } from '@/shared/request/request';
import { DraftQueue, type DraftSnapshot } from '../../model/teacher/draft-queue';
import { AutosaveTimingContext } from './autosave-timing';

/** A network failure (no answer), a server error or a throttle may pass later; any other refusal will not. */
export function mayPassLater(error: unknown): boolean {
  if (!(error instanceof RequestError)) return true;
  const status = error.httpStatus;
  return status === undefined || status >= 500 || status === 429 || status === 408;
}

export type Autosave<Value> = {
  snapshot: DraftSnapshot;
  edit: (key: string, value: Value) => void;
  /** Sends what waits now; true once everything has reached the server. */
  flush: () => Promise<boolean>;
  hasUnsent: () => boolean;
  /** A navigation inside the app held back because edits are unsent; the page asks whether to leave. */
  blocker: ReturnType<typeof useBlocker>;
};

/**
 * The draft queue for one application, for as long as the page shows it; warns before the tab closes or the app
 * navigates away while edits are unsent. `send` may change between renders (it reads the latest version). The
 * pauses come from `options`, else from AutosaveTimingContext (the defaults unless a test provides short ones).
 */
export function useAutosave<Value>(
  send: (edits: ReadonlyMap<string, Value>) => Promise<void>,
  options: { delayMs?: number; retryDelaysMs?: readonly number[] } = {},
): Autosave<Value> {
  const sendRef = useRef(send);
  sendRef.current = send;
  const [snapshot, setSnapshot] = useState<DraftSnapshot>({ status: 'idle', savedAt: null, error: null, unsent: 0 });
  const timing = useContext(AutosaveTimingContext);
  const [queue] = useState(
    () =>
      new DraftQueue<Value>({
        send: (edits) => sendRef.current(edits),
        isRetryable: mayPassLater,
        onChange: setSnapshot,
        ...timing,
        ...options,
      }),
  );
  useEffect(() => () => queue.dispose(), [queue]);

  const unsent = snapshot.unsent > 0;
  useEffect(() => {
    if (!unsent) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsent]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => queue.hasUnsent() && currentLocation.pathname !== nextLocation.pathname,
  );

  const edit = useCallback((key: string, value: Value) => queue.edit(key, value), [queue]);
  const flush = useCallback(() => queue.flush(), [queue]);
  const hasUnsent = useCallback(() => queue.hasUnsent(), [queue]);
  return { snapshot, edit, flush, hasUnsent, blocker };
}
