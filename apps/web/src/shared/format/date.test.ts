import { describe, expect, test } from 'vitest';
import { formatDateTime, formatDay } from './date';

describe('dates: one format per language, in China time', () => {
  test('Chinese writes 2026-11-27 and 2026-11-27 09:35; English Nov 27, 2026 and Nov 27, 2026, 09:35', () => {
    expect(formatDay('2026-11-27', 'zh-CN')).toBe('2026-11-27');
    expect(formatDay('2026-11-27', 'en-US')).toBe('Nov 27, 2026');
    expect(formatDateTime('2026-11-27T01:35:00.000Z', 'zh-CN')).toBe('2026-11-27 09:35');
    expect(formatDateTime('2026-11-27T01:35:00.000Z', 'en-US')).toBe('Nov 27, 2026, 09:35');
  });

  test('a moment is written in China time whatever the browser\'s zone: 23:30 UTC is the next China day', () => {
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
