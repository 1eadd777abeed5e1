// The attempt's clock is the server's: the page is told the deadline and the server's time when it read the
// attempt, and counts down from that pair with the browser's monotonic clock, so a wrong or changed system clock on
// the teacher's computer neither adds nor takes away time.

/** What the page knows of the server's clock: the deadline, the server's time at the read, and when the read arrived. */
export type ExamClock = { deadlineMs: number; serverNowMs: number; receivedAt: number };

/** The clock of an attempt read at `receivedAt` (a `performance.now()` reading). */
export function examClock(deadline: string, serverNow: string, receivedAt: number): ExamClock {
  return { deadlineMs: new Date(deadline).getTime(), serverNowMs: new Date(serverNow).getTime(), receivedAt };
}

/** Milliseconds left before the deadline at the monotonic instant `now`; never below zero. */
export function remainingMs(clock: ExamClock, now: number): number {
  return Math.max(0, clock.deadlineMs - clock.serverNowMs - (now - clock.receivedAt));
}

/** Time left as h:mm:ss, or m:ss under an hour. */
export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/**
 * What a screen reader is told of the time left, changing only at intervals (every five minutes, every minute in
 * the last ten, once in the last minute) so the announcement does not interrupt every second. Equal values mean
 * "say nothing new".
 */
export type TimeAnnouncement = { kind: 'minutes'; minutes: number } | { kind: 'lastMinute' } | { kind: 'over' };

export function timeAnnouncement(ms: number): TimeAnnouncement {
  if (ms <= 0) return { kind: 'over' };
  const minutes = Math.ceil(ms / 60_000);
  if (minutes <= 1) return { kind: 'lastMinute' };
  if (minutes <= 10) return { kind: 'minutes', minutes };
  return { kind: 'minutes', minutes: Math.ceil(minutes / 5) * 5 };
}

/** Whether two announcements say the same thing. */
export function sameAnnouncement(a: TimeAnnouncement, b: TimeAnnouncement): boolean {
  return a.kind === b.kind && (a.kind !== 'minutes' || (b.kind === 'minutes' && a.minutes === b.minutes));
}
