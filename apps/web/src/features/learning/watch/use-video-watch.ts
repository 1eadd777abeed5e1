import { useCallback, useEffect, useRef, type RefObject, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { shouldShow } from '@/shared/request/message-dedupe';
import { notifier } from '@/shared/request/notifier';
import { reportedPosition, seekAllowed, type HeartbeatEvent } from '../model/heartbeat-clock';
import { pageVisible, useWatchSession, type LessonCompleted } from './use-watch-session';

type VideoEvent = SyntheticEvent<HTMLVideoElement>;

/**
 * Verified watching of a video lesson: heartbeats every `heartbeatSeconds` while playing and at once on play, pause,
 * end, seek and rate change, and the first-viewing seek lock (a seek past what was watched is undone and the
 * teacher told why). While a presence check awaits its answer the video is paused and cannot be played; passing it
 * resumes playback if the check interrupted it. Returns the session's view, the presence check's handle and the
 * handlers to put on the `<video>`; with `unitId` null (open class, staff preview) the handlers only keep track and
 * nothing is sent.
 */
export function useVideoWatch(video: RefObject<HTMLVideoElement | null>, unitId: number | null, onCompleted?: LessonCompleted) {
  const { t } = useTranslation();
  // Where normal playback was last seen (from timeupdate): a seek reports this, not its target.
  const lastPosition = useRef(0);
  const lastRate = useRef(1);
  const seeking = useRef(false);

  // Read from refs as well as the element: the last report of a page leaving the lesson runs after it is gone.
  const sample = useCallback(() => {
    const element = video.current;
    const position = element && !seeking.current ? element.currentTime : lastPosition.current;
    return { position, playbackRate: element?.playbackRate ?? lastRate.current, visible: pageVisible() };
  }, [video]);
  const session = useWatchSession(unitId, sample, onCompleted);
  const { report, advance, limit } = session;

  // A due check pauses playback until it is answered; the player resumes it once the check is passed.
  const checkOpen = session.presence.view.check !== null;
  const held = useRef(false);
  const resumeAfterCheck = useRef(false);
  useEffect(() => {
    held.current = checkOpen;
    const element = video.current;
    if (!element) return;
    // A video in full screen would hide the check's dialog: leave full screen first.
    if (checkOpen && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    if (checkOpen && !element.paused && !element.ended) {
      resumeAfterCheck.current = true;
      element.pause();
    } else if (!checkOpen && resumeAfterCheck.current) {
      resumeAfterCheck.current = false;
      if (!session.presence.view.creditHeld) void element.play().catch(() => undefined);
    }
    // Only when a check opens or closes; creditHeld is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkOpen, video]);

  const heartbeatSeconds = session.view?.heartbeatSeconds;
  useEffect(() => {
    if (!heartbeatSeconds) return undefined;
    const timer = window.setInterval(() => {
      const element = video.current;
      if (element && !element.paused && !element.ended) report();
    }, heartbeatSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [heartbeatSeconds, report, video]);

  const settle = (element: HTMLVideoElement) => {
    if (!seeking.current) lastPosition.current = element.currentTime;
    lastRate.current = element.playbackRate;
  };
  const beat = (event: HeartbeatEvent, element: HTMLVideoElement) => {
    const position = reportedPosition(event, element.currentTime, lastPosition.current);
    // During a seek the element already shows the target: where playback was stays put until `seeked`.
    if (event !== 'seeking') settle(element);
    report(position);
  };

  const handlers = {
    onTimeUpdate: (event: VideoEvent) => {
      const element = event.currentTarget;
      // A new address (renewed link) resets the element to 0 before restoring the position: not playback.
      if (seeking.current || element.readyState === 0) return;
      advance(lastPosition.current, element.currentTime, element.playbackRate);
      settle(element);
    },
    onPlay: (event: VideoEvent) => {
      const element = event.currentTarget;
      // Playing on (a click, a key, a script) while a check awaits its answer is undone: the check comes first.
      if (held.current) {
        resumeAfterCheck.current = true;
        element.pause();
        return;
      }
      beat('play', element);
    },
    onPause: (event: VideoEvent) => beat('pause', event.currentTarget),
    onEnded: (event: VideoEvent) => beat('ended', event.currentTarget),
    onRateChange: (event: VideoEvent) => beat('ratechange', event.currentTarget),
    onSeeking: (event: VideoEvent) => {
      const element = event.currentTarget;
      // One report per seek, however many `seeking` events (dragging, the undo below) it takes.
      if (!seeking.current) beat('seeking', element);
      seeking.current = true;
      const allowed = limit.current;
      if (allowed !== null && !seekAllowed(allowed, element.currentTime)) {
        element.currentTime = allowed;
        const text = t('learning.watch.noSkipAhead');
        if (shouldShow(text)) notifier().warning(text);
      }
    },
    onSeeked: (event: VideoEvent) => {
      seeking.current = false;
      beat('seeked', event.currentTarget);
    },
  };

  return { view: session.view, presence: session.presence, handlers };
}
