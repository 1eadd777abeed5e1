import { describe, expect, it } from 'vitest';
import { addDays, chinaDay, chinaDayStart, chinaWall, chinaWallToIso, chinaYear, isCalendarDay } from './china-time';

const intl = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const intlWall = (at: Date) => {
  const parts = Object.fromEntries(intl.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
};

describe('China time', () => {
  it('agrees with the time-zone database for moments across years, around midnight and at year ends', () => {
    const moments = [
      Date.UTC(1992, 0, 1),
      Date.UTC(2025, 11, 31, 15, 59),
      Date.UTC(2025, 11, 31, 16, 0),
      Date.UTC(2026, 1, 28, 16, 30),
      Date.UTC(2028, 1, 28, 16, 0),
    ];
    for (let at = Date.UTC(2020, 0, 1); at < Date.UTC(2031, 0, 1); at += 7 * 24 * 3600 * 1000 + 3599 * 1000) moments.push(at);
    for (const at of moments.map((ms) => new Date(ms))) {
      expect(chinaWall(at)).toBe(intlWall(at));
      expect(chinaDay(at)).toBe(intlWall(at).slice(0, 10));
      expect(chinaYear(at)).toBe(Number(intlWall(at).slice(0, 4)));
    }
  });

  it('reads a typed wall-clock time as Beijing time, whatever the process zone', () => {
    expect(new Date(chinaWallToIso('2026-12-10 18:00')).toISOString()).toBe('2026-12-10T10:00:00.000Z');
    expect(chinaWallToIso('2026-12-10T08:05')).toBe('2026-12-10T08:05:00+08:00');
    expect(() => chinaWallToIso('10 Dec 2026')).toThrow(RangeError);
    expect(chinaWall(new Date(chinaWallToIso('2026-01-01 00:30')))).toBe('2026-01-01 00:30');
  });

  it('counts calendar days without a zone', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-2-1')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(chinaDayStart('2026-01-01').toISOString()).toBe('2025-12-31T16:00:00.000Z');
  });
});
