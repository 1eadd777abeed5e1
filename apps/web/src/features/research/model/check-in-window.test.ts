import { describe, expect, test } from 'vitest';
import { canCheckInNow, typedCheckInCode } from './check-in-window';

const startsAt = '2026-12-01T06:00:00.000Z';
const endsAt = '2026-12-01T08:00:00.000Z';
const at = (iso: string) => Date.parse(iso);
const joined = { joinedAt: '2026-11-20T06:00:00.000Z', done: [], remaining: ['attended' as const], completedAt: null };

describe('checking in on the activity page', () => {
  test('is offered to a participant from two hours before the start to the end, until they have attended', () => {
    const activity = { state: 'running' as const, startsAt, endsAt, myProgress: joined };
    expect(canCheckInNow(activity, at('2026-12-01T07:00:00.000Z'))).toBe(true);
    expect(canCheckInNow({ ...activity, state: 'published' }, at('2026-12-01T04:00:00.000Z'))).toBe(true);
    expect(canCheckInNow({ ...activity, state: 'published' }, at('2026-12-01T03:59:59.000Z'))).toBe(false);
    expect(canCheckInNow(activity, at(endsAt))).toBe(false);
    expect(canCheckInNow({ ...activity, myProgress: null }, at('2026-12-01T07:00:00.000Z'))).toBe(false);
    expect(canCheckInNow({ ...activity, myProgress: { ...joined, done: ['attended'] } }, at('2026-12-01T07:00:00.000Z'))).toBe(false);
    expect(canCheckInNow({ ...activity, state: 'closed' }, at('2026-12-01T07:00:00.000Z'))).toBe(false);
  });

  test('sends six digits whatever spacing or full-width digits were typed, and nothing else', () => {
    expect(typedCheckInCode(' 123 456 ')).toBe('123456');
    expect(typedCheckInCode('１２３４５６')).toBe('123456');
    expect(typedCheckInCode('12345')).toBeNull();
    expect(typedCheckInCode('1234567')).toBeNull();
    expect(typedCheckInCode('12a456')).toBeNull();
  });
});
