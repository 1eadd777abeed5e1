import { describe, expect, test } from 'vitest';
import { formatDateTime, formatDay, formatMonthShort } from './date';

describe('dates: one format per language, in China time', () => {
  test('Chinese writes 2026-11-27 and 2026-11-27 09:35; English Nov 27, 2026 and Nov 27, 2026, 09:35', () => {
    expect(formatDay('2026-11-27', 'zh-CN')).toBe('2026-11-27');
    expect(formatDay('2026-11-27', 'en-US')).toBe('Nov 27, 2026');
    expect(formatDateTime('2026-11-27T01:35:00.000Z', 'zh-CN')).toBe('2026-11-27 09:35');
    expect(formatDateTime('2026-11-27T01:35:00.000Z', 'en-US')).toBe('Nov 27, 2026, 09:35');
  });

  test("a moment is written in China time whatever the browser's zone: 23:30 UTC is the next China day", () => {
    expect(formatDateTime('2026-11-26T23:30:00.000Z', 'zh-CN')).toBe('2026-11-27 07:30');
    expect(formatDay('2026-11-26T23:30:00.000Z', 'zh-CN')).toBe('2026-11-27');
    expect(formatDay('2026-11-27T00:30:00+08:00', 'zh-CN')).toBe('2026-11-27');
  });

  test('a calendar day stays that day (no zone moves it), and nothing writes nothing', () => {
    expect(formatDateTime('2026-02-01', 'zh-CN')).toBe('2026-02-01');
    expect(formatDay(null, 'zh-CN')).toBe('');
    expect(formatDay('not a date', 'en-US')).toBe('');
  });
});

describe('dates written by hand agree with Intl in China time', () => {
  const intl = (locale: 'zh-CN' | 'en-US', withTime: boolean) =>
    new Intl.DateTimeFormat(locale === 'zh-CN' ? 'en-CA' : 'en-US', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: locale === 'zh-CN' ? '2-digit' : 'short',
      day: locale === 'zh-CN' ? '2-digit' : 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    });
  const written = (locale: 'zh-CN' | 'en-US', withTime: boolean, moment: Date) => {
    const parts = Object.fromEntries(
      intl(locale, withTime)
        .formatToParts(moment)
        .map((part) => [part.type, part.value]),
    );
    if (locale === 'zh-CN') return `${parts.year}-${parts.month}-${parts.day}${withTime ? ` ${parts.hour}:${parts.minute}` : ''}`;
    return `${parts.month} ${parts.day}, ${parts.year}${withTime ? `, ${parts.hour}:${parts.minute}` : ''}`;
  };

  test('every 7 hours and 13 minutes from 1992 to 2040, in both languages, day and day-and-time', () => {
    const step = (7 * 60 + 13) * 60 * 1000;
    for (let time = Date.UTC(1992, 0, 1); time < Date.UTC(2040, 0, 1); time += step * 97) {
      const moment = new Date(time);
      for (const locale of ['zh-CN', 'en-US'] as const) {
        expect(formatDateTime(moment, locale)).toBe(written(locale, true, moment));
        expect(formatDay(moment.toISOString(), locale)).toBe(written(locale, false, moment));
      }
    }
  });

  test("a month's short name, as Intl writes it", () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const intlMonth = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
      for (let month = 1; month <= 12; month++)
        expect(formatMonthShort(month, locale)).toBe(intlMonth.format(Date.UTC(2000, month - 1, 1)));
    }
  });
});
