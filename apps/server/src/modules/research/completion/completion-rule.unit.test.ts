import { describe, expect, it } from 'vitest';
import { doneFacts, remainingFacts } from './completion-rule';

const at = new Date('2026-11-25T08:00:00Z');
const none = { attendedAt: null, postedAt: null, formAt: null, taskAt: null };

describe('completion rule', () => {
  it('asks for every fact it names, in a fixed order, and nothing it does not', () => {
    expect(remainingFacts(['posted', 'attended'], none)).toEqual(['attended', 'posted']);
    expect(remainingFacts(['posted', 'attended'], { ...none, postedAt: at })).toEqual(['attended']);
    expect(remainingFacts(['form'], { ...none, attendedAt: at, postedAt: at })).toEqual(['form']);
    expect(remainingFacts(['attended', 'posted', 'form', 'task'], { attendedAt: at, postedAt: at, formAt: at, taskAt: at })).toEqual([]);
  });

  it('lists what was done whatever the rule', () => {
    expect(doneFacts({ ...none, taskAt: at, attendedAt: at })).toEqual(['attended', 'task']);
    expect(doneFacts(none)).toEqual([]);
  });
});
