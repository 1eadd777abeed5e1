import { afterEach, describe, expect, test } from 'vitest';
import { dayOfPicked, momentOfPicked, pickerDayOf, pickerValueOf } from './picker-time';

// Node re-reads TZ when it changes, so these run as a browser in that zone would.
const zoneAtStart = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneAtStart;
});

describe('date pickers read and write China time whatever the browser zone', () => {
  for (const zone of ['UTC', 'America/New_York', 'Asia/Shanghai', 'Pacific/Kiritimati']) {
    test(`typed 2026-12-10 18:00 in ${zone} is 18:00 in Beijing, and a moment shows its Beijing digits`, () => {
      process.env.TZ = zone;
      const picked = pickerValueOf('2026-12-10T10:00:00.000Z')!;
      expect(picked.format('YYYY-MM-DD HH:mm')).toBe('2026-12-10 18:00');
      expect(new Date(momentOfPicked(picked)).toISOString()).toBe('2026-12-10T10:00:00.000Z');
      expect(dayOfPicked(pickerDayOf('2026-03-01')!)).toBe('2026-03-01');
    });
  }

  test('nothing picked is nothing', () => {
    expect(pickerValueOf(null)).toBeNull();
    expect(pickerValueOf('not a date')).toBeNull();
    expect(pickerDayOf('')).toBeNull();
  });
});
