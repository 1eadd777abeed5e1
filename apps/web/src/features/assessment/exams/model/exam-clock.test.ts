import { describe, expect, test } from 'vitest';
import { examClock, formatRemaining, remainingMs, sameAnnouncement, timeAnnouncement } from './exam-clock';

describe("the attempt's clock", () => {
  test('counts down from the server time, whatever the browser clock says', () => {
    // The server said 10:00:00 with the deadline at 10:30:00; the read arrived at monotonic 5_000.
    const clock = examClock('2026-12-01T02:30:00.000Z', '2026-12-01T02:00:00.000Z', 5_000);
    expect(remainingMs(clock, 5_000)).toBe(30 * 60_000);
    expect(remainingMs(clock, 5_000 + 61_000)).toBe(29 * 60_000 - 1_000);
    expect(remainingMs(clock, 5_000 + 31 * 60_000)).toBe(0);
    expect(formatRemaining(29 * 60_000 - 1_000)).toBe('28:59');
    expect(formatRemaining(2 * 3600_000 + 5_000)).toBe('2:00:05');
  });

  test('announces every five minutes, every minute in the last ten, once in the last minute', () => {
    expect(timeAnnouncement(27 * 60_000)).toEqual({ kind: 'minutes', minutes: 30 });
    expect(timeAnnouncement(25 * 60_000 + 1)).toEqual({ kind: 'minutes', minutes: 30 });
    expect(timeAnnouncement(25 * 60_000)).toEqual({ kind: 'minutes', minutes: 25 });
    expect(timeAnnouncement(9 * 60_000 + 10)).toEqual({ kind: 'minutes', minutes: 10 });
    expect(timeAnnouncement(3 * 60_000)).toEqual({ kind: 'minutes', minutes: 3 });
    expect(timeAnnouncement(59_000)).toEqual({ kind: 'lastMinute' });
    expect(timeAnnouncement(0)).toEqual({ kind: 'over' });
    expect(sameAnnouncement(timeAnnouncement(26 * 60_000), timeAnnouncement(29 * 60_000))).toBe(true);
    expect(sameAnnouncement(timeAnnouncement(26 * 60_000), timeAnnouncement(24 * 60_000))).toBe(false);
  });
});
