import { DEFAULT_HOUR_CATEGORIES, type HourRequirement } from '@yanxiu/contract/learning-hours';
import { describe, expect, it } from 'vitest';
import { meetsRequirement, summarise, unmetCategories } from './hours-totals';

const requirement: HourRequirement = { year: 2026, totalHours: 10, categoryMinimums: { public: 3, ethics: 1 } };
const line = (id: number, hours: number, extra: Partial<Parameters<typeof summarise>[0][number]> = {}) => ({
  id,
  programmeId: null,
  title: `t${id}`,
  hours,
  category: 'public',
  creditedOn: '2026-03-05',
  reversesEntryId: null,
  ...extra,
});

describe('summarise', () => {
  it('nets reversals out of every grouping, counting a reversal in the month of what it reverses', () => {
    const lines = [
      line(1, 0.1, { programmeId: 7, title: 'unit a', category: 'professional' }),
      line(2, 0.2, { programmeId: 7, title: 'unit b', category: 'professional' }),
      line(3, 4, { title: '外出培训', creditedOn: '2026-01-20' }),
      line(4, -4, { title: '外出培训', creditedOn: '2026-06-01', reversesEntryId: 3 }),
      line(5, 6.5, { title: '师德讲座', category: 'ethics', creditedOn: '2026-11-30' }),
      line(6, 1, { category: 'legacy' }),
    ];
    const totals = summarise(lines, DEFAULT_HOUR_CATEGORIES, requirement, new Map([[7, '项目七']]));
    expect(totals.totalHours).toBe(7.8);
    expect(totals.byCategory).toEqual([
      { code: 'public', hours: 0, required: 3 },
      { code: 'professional', hours: 0.3, required: null },
      { code: 'ethics', hours: 6.5, required: 1 },
      { code: 'legacy', hours: 1, required: null },
    ]);
    expect(totals.byProgramme).toEqual([
      { programmeId: null, title: '师德讲座', hours: 6.5 },
      { programmeId: null, title: 't6', hours: 1 },
      { programmeId: 7, title: '项目七', hours: 0.3 },
    ]);
    expect(totals.byMonth).toHaveLength(12);
    expect(totals.byMonth[0]).toEqual({ month: 1, hours: 0 });
    expect(totals.byMonth[2]).toEqual({ month: 3, hours: 1.3 });
    expect(totals.byMonth[5]).toEqual({ month: 6, hours: 0 });
    expect(totals.met).toBe(false);
  });
});

describe('the requirement', () => {
  it('is met only with the total and every minimum, and never when none is set', () => {
    expect(
      meetsRequirement(
        requirement,
        10,
        new Map([
          ['public', 3],
          ['ethics', 1],
        ]),
      ),
    ).toBe(true);
    expect(
      meetsRequirement(
        requirement,
        9.9,
        new Map([
          ['public', 3],
          ['ethics', 1],
        ]),
      ),
    ).toBe(false);
    expect(
      meetsRequirement(
        requirement,
        12,
        new Map([
          ['public', 2.9],
          ['ethics', 1],
        ]),
      ),
    ).toBe(false);
    expect(meetsRequirement({ year: 2026, totalHours: null, categoryMinimums: {} }, 100, new Map())).toBe(false);
    expect(unmetCategories(requirement, { public: 3 })).toEqual(['ethics']);
  });
});
