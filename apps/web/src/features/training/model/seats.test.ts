import { describe, expect, test } from 'vitest';
import { seatsOf } from './seats';

const now = new Date('2026-11-24T04:00:00Z');
const open = { status: 'published' as const, enrolEnd: '2026-12-24T06:29:00Z', seatsLeft: 40 };

describe('seats of a programme', () => {
  test('a closed programme, or one past its enrolment window, offers no seats however many are free', () => {
    expect(seatsOf({ ...open, status: 'closed' }, now)).toEqual({ kind: 'closed' });
    expect(seatsOf({ ...open, enrolEnd: '2026-11-01T00:00:00Z' }, now)).toEqual({ kind: 'closed' });
  });

  test('an open programme counts its seats: left, full or unlimited', () => {
    expect(seatsOf(open, now)).toEqual({ kind: 'left', count: 40 });
    expect(seatsOf({ ...open, seatsLeft: 0 }, now)).toEqual({ kind: 'full' });
    expect(seatsOf({ ...open, seatsLeft: null }, now)).toEqual({ kind: 'unlimited' });
  });
});
