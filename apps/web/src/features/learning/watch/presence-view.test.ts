import type { PresenceCheck } from '@yanxiu/contract/learning-presence';
import { describe, expect, test } from 'vitest';
import { nextPresence, type PresenceView } from './use-watch-session';

const check = (change: Partial<PresenceCheck> = {}): PresenceCheck => ({
  id: '5d0c7a5e-3f7b-4a35-9a49-8f4f6f0c2a11',
  kind: 'pick_number',
  prompt: '7',
  choices: ['3', '7'],
  deadline: '2026-11-25T10:00:00.000Z',
  secondsLeft: 60,
  attemptsLeft: 2,
  ...change,
});
const none: PresenceView = { check: null, creditHeld: false, closesAt: null, outcome: null };

describe('the presence view', () => {
  test("a check's window closes after the seconds the server said were left, and a later answer about it cannot stretch it", () => {
    const shown = nextPresence(none, { check: check(), creditHeld: true }, null, 1_000);
    expect(shown.closesAt).toBe(61_000);
    expect(nextPresence(shown, { check: check({ secondsLeft: 60 }), creditHeld: true }, null, 5_000).closesAt).toBe(61_000);
  });

  test('a wrong answer is remembered for the same check, and a late heartbeat cannot give the attempt back', () => {
    const wrong = nextPresence(
      nextPresence(none, { check: check(), creditHeld: true }, null, 0),
      { check: check({ attemptsLeft: 1 }), creditHeld: true },
      'wrong',
      1_000,
    );
    const late = nextPresence(wrong, { check: check({ attemptsLeft: 2 }), creditHeld: true }, null, 2_000);
    expect([late.outcome, late.check?.attemptsLeft]).toEqual(['wrong', 1]);
  });

  test('a check replaced while crediting is held was missed; a passed one leaves nothing to show', () => {
    const first = nextPresence(none, { check: check(), creditHeld: true }, null, 0);
    expect(
      nextPresence(first, { check: check({ id: '9a7f3c10-52f4-4c7e-8d52-0d7e1b6b7c33' }), creditHeld: true }, null, 70_000).outcome,
    ).toBe('missed');
    expect(nextPresence(first, { check: null, creditHeld: false }, 'passed', 3_000)).toMatchObject({
      check: null,
      creditHeld: false,
      closesAt: null,
    });
  });
});
