import { useCallback, useEffect, useRef, useState } from 'react';
import { readingLeft, VisibleClock } from '../model/heartbeat-clock';
import { pageVisible, useWatchSession, type LessonCompleted } from './use-watch-session';

/**
 * Verified reading of a document lesson: reports the seconds the page has been visible (counted only while it is)
 * every `heartbeatSeconds`, at once when it shows again and when the reading time is reached, and by beacon when
 * it hides or closes. Reading time stands still while a presence check awaits its answer. Returns the session's
 * view, the presence check's handle and the seconds of reading still needed (null: no session).
 * `onCompleted` runs when the lesson has just been completed (the caller refreshes what the completion changes).
 */
export function useReadingWatch(unitId: number | null, onCompleted?: LessonCompleted) {
  const clock = useRef<VisibleClock | null>(null);
  const sample = useCallback(
    () => (clock.current ? { position: clock.current.seconds(Date.now()), playbackRate: 1, visible: pageVisible() } : null),
    [],
  );
  const session = useWatchSession(unitId, sample, onCompleted);
  const { view, report } = session;
  const [now, setNow] = useState(() => Date.now());
  const checkOpen = session.presence.view.check !== null;
  const counting = useRef(() => pageVisible());
  useEffect(() => {
    counting.current = () => pageVisible() && !checkOpen;
    clock.current?.setVisible(counting.current(), Date.now());
  }, [checkOpen]);

  // The clock starts with the session, from what the server already credited.
  const opened = view !== null;
  useEffect(() => {
    if (!opened) {
      clock.current = null;
      return undefined;
    }
    clock.current = new VisibleClock(view.watchedSeconds, counting.current(), Date.now());
    const onVisibility = () => clock.current?.setVisible(counting.current(), Date.now());
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
    // Only when a session opens or closes: later answers must not restart the clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const heartbeatSeconds = view?.heartbeatSeconds;
  const completed = view?.completed ?? false;
  useEffect(() => {
    if (!heartbeatSeconds || completed) return undefined;
    const beat = window.setInterval(() => {
      if (pageVisible()) report();
    }, heartbeatSeconds * 1000);
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => {
      window.clearInterval(beat);
      window.clearInterval(tick);
    };
  }, [heartbeatSeconds, completed, report]);

  const left = view && clock.current ? readingLeft(view.lessonSeconds, view.completionShare, clock.current.seconds(now)) : null;

  // The moment the reading time is reached, say so rather than wait for the next periodic heartbeat.
  const reached = left === 0 && !completed;
  useEffect(() => {
    if (reached) report();
  }, [reached, report]);

  return { view, left, presence: session.presence };
}
