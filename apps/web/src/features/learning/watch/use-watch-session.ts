import '../i18n/watch.register';
import type { HeartbeatResult, WatchSession } from '@yanxiu/contract/learning';
import type { PresenceOutcome, PresenceStatus } from '@yanxiu/contract/learning-presence';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { extendLimit, mergeServerLimit } from '../model/heartbeat-clock';
import { WatchReporter, type WatchSample } from './watch-reporter';

/** What the lesson page shows of the session: the server's account, with the seek limit as the player keeps it. */
export type WatchView = Pick<
  WatchSession,
  'unitKind' | 'lessonSeconds' | 'completionShare' | 'watchedSeconds' | 'completed' | 'heartbeatSeconds'
> & {
  seekLimit: number | null;
};

/**
 * The presence check as the page shows it: the server's status, when the check's window closes on this device's
 * clock (from the seconds the server said were left, so a wrong device clock does not matter), and the outcome of
 * the last answer (or 'missed' when the server replaced an unanswered check with a new one).
 */
export type PresenceView = PresenceStatus & { closesAt: number | null; outcome: PresenceOutcome | null };

/** What the check's dialog needs: the check, whether an answer is on its way or could not be sent, and the answer call. */
export type PresenceHandle = { view: PresenceView; answering: boolean; answerFailed: boolean; answer: (choice: number) => void };

const NO_PRESENCE: PresenceView = { check: null, creditHeld: false, closesAt: null, outcome: null };

/** The next presence view: a check the server replaced without it being passed was missed. */
export function nextPresence(previous: PresenceView, status: PresenceStatus, outcome: PresenceOutcome | null, now: number): PresenceView {
  const replaced = previous.check !== null && status.check !== null && previous.check.id !== status.check.id;
  const same = status.check !== null && previous.check?.id === status.check.id;
  const closesAt = status.check ? now + status.check.secondsLeft * 1000 : null;
  // Nor can a late heartbeat's answer give back an attempt a wrong answer used.
  const check =
    same && previous.check && status.check
      ? { ...status.check, attemptsLeft: Math.min(previous.check.attemptsLeft, status.check.attemptsLeft) }
      : status.check;
  return {
    check,
    creditHeld: status.creditHeld,
    // A check's window does not move: a later, slower answer about the same check cannot stretch it.
    closesAt: same && previous.closesAt !== null && closesAt !== null ? Math.min(previous.closesAt, closesAt) : closesAt,
    outcome: outcome ?? (replaced && status.creditHeld ? 'missed' : same ? previous.outcome : null),
  };
}

/** Whether the page is visible now (a hidden tab still plays, but the server may credit it differently). */
export function pageVisible(): boolean {
  return document.visibilityState === 'visible';
}

/** What the lesson's page does when the lesson has just been completed: refresh what shows the lesson's progress. */
export type LessonCompleted = () => void;

/** A completed lesson changes what the page's own feature shows (its `onCompleted`) and the learning pages. */
function invalidateProgress(client: QueryClient, onCompleted: LessonCompleted | undefined): void {
  onCompleted?.();
  void client.invalidateQueries({ queryKey: ['learning'] });
}

/**
 * The watch (or reading) session of a programme lesson, for an enrolled teacher; `unitId` null (an open class, a
 * staff preview, not enrolled) opens nothing and sends nothing. `sample` says what to report now (null: nothing
 * yet); it is read on every report, so it may change between renders. Reports at once when the page shows again,
 * and beacons the last report when it hides, closes or leaves the lesson. The seek limit lives in a ref for the
 * player's checks and in the view (whole seconds) for the page.
 */
export function useWatchSession(unitId: number | null, sample: () => WatchSample | null, onCompleted?: LessonCompleted) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [view, setView] = useState<WatchView | null>(null);
  const [presence, setPresence] = useState<PresenceView>(NO_PRESENCE);
  const [answering, setAnswering] = useState(false);
  const [answerFailed, setAnswerFailed] = useState(false);
  const reporter = useRef<WatchReporter | null>(null);
  // Checks this page's answers settled: a heartbeat's answer sent before one was settled must not bring it back.
  const settled = useRef(new Set<string>());
  const limit = useRef<number | null>(null);
  const latest = useRef({ sample, t, onCompleted });
  useEffect(() => {
    latest.current = { sample, t, onCompleted };
  });

  const publishLimit = useCallback((next: number | null) => {
    limit.current = next;
    const shown = next === null ? null : Math.floor(next);
    setView((current) => (current && current.seekLimit !== shown ? { ...current, seekLimit: shown } : current));
  }, []);

  useEffect(() => {
    if (unitId === null) return undefined;
    const onSession = (session: WatchSession) => {
      limit.current = session.completed ? null : mergeServerLimit(limit.current, session.seekLimit);
      const { unitKind, lessonSeconds, completionShare, watchedSeconds, completed, heartbeatSeconds } = session;
      const seekLimit = limit.current === null ? null : Math.floor(limit.current);
      setView({ unitKind, lessonSeconds, completionShare, watchedSeconds, completed, heartbeatSeconds, seekLimit });
      const now = Date.now();
      setPresence((current) => nextPresence(current, session.presence, null, now));
    };
    const onResult = (result: HeartbeatResult) => {
      limit.current = result.completed ? null : mergeServerLimit(limit.current, result.seekLimit);
      const seekLimit = limit.current === null ? null : Math.floor(limit.current);
      setView(
        (current) =>
          current && { ...current, watchedSeconds: result.watchedSeconds, completed: result.completed || current.completed, seekLimit },
      );
      const now = Date.now();
      const stale = result.presence.check !== null && settled.current.has(result.presence.check.id);
      if (!stale) setPresence((current) => nextPresence(current, result.presence, null, now));
      if (result.justCompleted) {
        notifier().success(latest.current.t('learning.watch.justCompleted'));
        invalidateProgress(client, latest.current.onCompleted);
      }
    };
    const session = new WatchReporter(unitId, { onSession, onResult });
    reporter.current = session;
    void session.open();

    const now = () => latest.current.sample();
    const onVisibility = () => {
      const current = now();
      if (!current) return;
      if (pageVisible()) void session.report(current);
      else session.finish(current);
    };
    const onPageHide = () => {
      const current = now();
      if (current) session.finish(current);
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      onPageHide();
      session.close();
      reporter.current = null;
      limit.current = null;
      setView(null);
      setPresence(NO_PRESENCE);
    };
  }, [unitId, client]);

  /** Reports now; `position` overrides the sample's (a seek reports where playback was before it). */
  const report = useCallback((position?: number) => {
    const current = latest.current.sample();
    if (current) void reporter.current?.report(position === undefined ? current : { ...current, position });
  }, []);
  /** Normal playback from `from` to `to` pushes the first-viewing limit on. */
  const advance = useCallback(
    (from: number, to: number, playbackRate: number) => {
      const next = extendLimit(limit.current, from, to, playbackRate);
      if (next !== limit.current) publishLimit(next);
    },
    [publishLimit],
  );

  /** Answers the check on screen with the index of a choice; passing it says so, and the page carries on. */
  const checkId = presence.check?.id ?? null;
  const answer = useCallback(
    (choice: number) => {
      const session = reporter.current;
      if (!session || checkId === null) return;
      setAnswering(true);
      setAnswerFailed(false);
      void session.answer(checkId, choice).then((result) => {
        setAnswering(false);
        if (!result) {
          setAnswerFailed(true);
          return;
        }
        if (result.outcome !== 'wrong' && result.outcome !== 'not_pending') settled.current.add(checkId);
        const now = Date.now();
        setPresence((current) => nextPresence(current, result, result.outcome, now));
        if (result.outcome === 'passed') notifier().success(latest.current.t('learning.watch.presence.passed'));
      });
    },
    [checkId],
  );

  const presenceHandle: PresenceHandle = { view: presence, answering, answerFailed, answer };
  return { view, limit, report, advance, presence: presenceHandle };
}

export type WatchSessionHandle = ReturnType<typeof useWatchSession>;
