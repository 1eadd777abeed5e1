import type { PresenceStatus } from '@yanxiu/contract/learning-presence';
import { ATTEMPTS, type PresenceState } from './presence-rules';

/**
 * What the player is told of presence at server time `now`: the check awaiting an answer (without its right choice)
 * while its window is open, and whether crediting is stopped. A check past its deadline is not shown: the next
 * heartbeat records it missed and issues a new one.
 */
export function presenceStatus(presence: PresenceState, now: number): PresenceStatus {
  const pending = presence.pending;
  if (!pending) return { check: null, creditHeld: false };
  if (now > pending.deadline) return { check: null, creditHeld: true };
  return {
    check: {
      id: pending.id,
      kind: pending.kind,
      prompt: pending.prompt,
      choices: [...pending.choices],
      deadline: new Date(pending.deadline).toISOString(),
      secondsLeft: Math.ceil((pending.deadline - now) / 1000),
      attemptsLeft: Math.max(1, ATTEMPTS - pending.wrongAnswers),
    },
    creditHeld: true,
  };
}
