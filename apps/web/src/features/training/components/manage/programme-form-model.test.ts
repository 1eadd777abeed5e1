import dayjs from 'dayjs';
import { describe, expect, test } from 'vitest';
import {
  centsToYuan,
  emptyProgrammeValues,
  enrolEndProblem,
  enrolModeProblem,
  isOneDecimal,
  isWholeCents,
  periodProblem,
  priceCentsOf,
  toProgrammeInput,
  yuanToCents,
  type ProgrammeFormValues,
} from './programme-form-model';
import { newUnit } from './unit-drafts';

function filled(change: Partial<ProgrammeFormValues> = {}): ProgrammeFormValues {
  return {
    ...emptyProgrammeValues('common'),
    title: '  新课标解读  ',
    // What the pickers show: China wall-clock digits, whatever the zone the test runs in.
    enrolStart: dayjs('2026-12-01 08:00'),
    enrolEnd: dayjs('2026-12-20 18:00'),
    startsOn: dayjs('2027-01-05'),
    endsOn: dayjs('2027-01-20'),
    creditHours: 12,
    ...change,
  };
}

describe('price in yuan and fen', () => {
  test('yuan typed with binary-unfriendly decimals become exact fen, and back', () => {
    expect(yuanToCents(19.9)).toBe(1990);
    expect(yuanToCents(0.29)).toBe(29);
    expect(yuanToCents(1234.56)).toBe(123456);
    expect(centsToYuan(1990)).toBe(19.9);
    expect(isWholeCents(19.99)).toBe(true);
    expect(isWholeCents(19.999)).toBe(false);
  });

  test('only the marketplace carries a price; every other kind sends 0 whatever was typed', () => {
    expect(priceCentsOf({ kind: 'supermarket', priceYuan: 99.5 })).toBe(9950);
    expect(priceCentsOf({ kind: 'common', priceYuan: 99.5 })).toBe(0);
    expect(priceCentsOf({ kind: 'supermarket', priceYuan: null })).toBe(0);
  });

  test('learning hours keep one decimal at most', () => {
    expect(isOneDecimal(1.5)).toBe(true);
    expect(isOneDecimal(0.3)).toBe(true);
    expect(isOneDecimal(1.25)).toBe(false);
  });
});

describe('date order', () => {
  test('enrolment must end after it starts', () => {
    expect(enrolEndProblem(filled({ enrolEnd: dayjs('2026-11-30T08:00:00+08:00') }))).toBe('enrolOrder');
    expect(enrolEndProblem(filled({ enrolEnd: dayjs('2026-12-01T08:00:00+08:00') }))).toBe('enrolOrder');
    expect(enrolEndProblem(filled())).toBeNull();
  });

  test('enrolment may run until the end of the last training day, not past it', () => {
    expect(enrolEndProblem(filled({ enrolEnd: dayjs('2027-01-20T23:00:00') }))).toBeNull();
    expect(enrolEndProblem(filled({ enrolEnd: dayjs('2027-01-21T00:30:00') }))).toBe('enrolBeforeEnd');
  });

  test('training cannot end before it starts; a one-day training is fine', () => {
    expect(periodProblem({ startsOn: dayjs('2027-01-05'), endsOn: dayjs('2027-01-04') })).toBe('periodOrder');
    expect(periodProblem({ startsOn: dayjs('2027-01-05'), endsOn: dayjs('2027-01-05') })).toBeNull();
  });
});

describe('enrolment mode', () => {
  test('purchase is for the marketplace only, and a priced marketplace course must be bought', () => {
    expect(enrolModeProblem({ kind: 'common', enrolMode: 'purchase', priceYuan: null })).toBe('purchaseOnlyMarketplace');
    expect(enrolModeProblem({ kind: 'supermarket', enrolMode: 'open', priceYuan: 10 })).toBe('paidNeedsPurchase');
    expect(enrolModeProblem({ kind: 'supermarket', enrolMode: 'open', priceYuan: 0 })).toBeNull();
    expect(enrolModeProblem({ kind: 'supermarket', enrolMode: 'purchase', priceYuan: 10 })).toBeNull();
  });
});

describe('the request body', () => {
  test('trims, converts dates and price, and drops fields that do not belong to the kind', () => {
    const body = toProgrammeInput(
      filled({ priceYuan: 50, studioId: 3, linkedActivities: [{ title: 'x', url: '/a' }], targetSchoolIds: [12, 15] }),
      [{ ...newUnit('offline'), title: '开班', location: '报告厅', sessionStartsAt: '2027-01-05T01:00:00.000Z' }],
    );
    expect(body.title).toBe('新课标解读');
    expect(body.enrolStart).toBe('2026-12-01T08:00:00+08:00');
    expect(body.startsOn).toBe('2027-01-05');
    expect(body.endsOn).toBe('2027-01-20');
    expect(body.priceCents).toBe(0);
    expect(body.studioId).toBeNull();
    expect(body.linkedActivities).toEqual([]);
    expect(body.targetSchoolIds).toEqual([12, 15]);
    expect(body.units).toEqual([
      { kind: 'offline', title: '开班', location: '报告厅', sessionStartsAt: '2027-01-05T01:00:00.000Z', creditHours: 0.5 },
    ]);
  });

  test('a marketplace course sends its price in fen; a studio programme its studio; school-based training no schools', () => {
    expect(toProgrammeInput(filled({ kind: 'supermarket', enrolMode: 'purchase', priceYuan: 19.9 }), []).priceCents).toBe(1990);
    expect(toProgrammeInput(filled({ kind: 'studio', studioId: 3 }), []).studioId).toBe(3);
    expect(toProgrammeInput(filled({ kind: 'school', targetSchoolIds: [12] }), []).targetSchoolIds).toEqual([]);
  });
});
