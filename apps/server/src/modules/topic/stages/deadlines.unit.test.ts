import { describe, expect, it } from 'vitest';
import { addMonths, nextDue, stageBefore, stageDeadlines, stageOpenings } from './deadlines';

describe('topic stage deadlines', () => {
  it('puts the opening three months in, the mid-term halfway and the conclusion at the end of the period', () => {
    expect(stageDeadlines({ startsOn: '2026-01-01', endsOn: '2027-12-31' })).toEqual({
      opening: '2026-04-01',
      midterm: '2026-12-31',
      conclusion: '2027-12-31',
    });
  });

  it('clamps a month end as PostgreSQL does and never sets the opening after the period', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(stageDeadlines({ startsOn: '2026-01-01', endsOn: '2026-02-15' }).opening).toBe('2026-02-15');
  });

  it('names the first stage not passed and whether it is overdue', () => {
    const period = { startsOn: '2026-01-01', endsOn: '2027-12-31' };
    expect(nextDue(period, new Set(), '2026-04-01')).toEqual({ kind: 'opening', dueOn: '2026-04-01', overdue: false });
    expect(nextDue(period, new Set(['opening']), '2027-01-01')).toEqual({ kind: 'midterm', dueOn: '2026-12-31', overdue: true });
    expect(nextDue(period, new Set(['opening', 'midterm', 'conclusion']), '2027-01-01')).toBeNull();
  });

  it('orders the stages: nothing before the opening, the opening before the mid-term, the mid-term before the conclusion', () => {
    expect([stageBefore('opening'), stageBefore('midterm'), stageBefore('conclusion')]).toEqual([null, 'opening', 'midterm']);
  });

  it('opens the opening on the period’s first day and each later stage when the one before falls due', () => {
    expect(stageOpenings({ startsOn: '2026-01-01', endsOn: '2027-12-31' })).toEqual({
      opening: '2026-01-01',
      midterm: '2026-04-01',
      conclusion: '2026-12-31',
    });
    // A period too short for the opening's three months: no stage opens after its own deadline.
    expect(stageOpenings({ startsOn: '2026-01-01', endsOn: '2026-03-01' })).toEqual({
      opening: '2026-01-01',
      midterm: '2026-01-30',
      conclusion: '2026-01-30',
    });
  });
});
