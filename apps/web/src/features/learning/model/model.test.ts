import { describe, expect, test } from 'vitest';
import { canReverse, entryRows, reversalReason } from './entries';
import { checkActivityOn, checkHours, declarationBody, declarationProblems } from './declaration-form';
import { formatHours } from './hours';
import { chinaToday } from '@yanxiu/contract/china-time';
import { monthSeries } from './month-series';
import { requirementProgress } from './progress';
import { completionShareOf, requirementBody, requirementProblem } from './requirement-form';
import { changeParams, readHoursParams, readQueueParams, readReportParams, writeQueueParams, writeReportParams } from './url-filters';
import type { HourEntry } from '@yanxiu/contract/learning-hours';

describe('requirement progress', () => {
  const requirement = { year: 2026, totalHours: 72, categoryMinimums: { public: 24, ethics: 6 } };

  test('the total and each category against their minimum, with what is still missing', () => {
    const progress = requirementProgress({
      requirement,
      totalHours: 50.3,
      met: false,
      byCategory: [
        { code: 'public', hours: 30, required: 24 },
        { code: 'professional', hours: 20.3, required: null },
      ],
    });
    expect(progress.state).toBe('unmet');
    expect(progress.total).toMatchObject({ hours: 50.3, required: 72, percent: 69, short: 21.7, met: false });
    expect(progress.categories.find((line) => line.code === 'public')).toMatchObject({ percent: 100, short: 0, met: true });
    expect(progress.categories.find((line) => line.code === 'professional')).toMatchObject({ required: null, percent: 0, met: true });
    // A minimum with no hours at all still shows, at zero.
    expect(progress.categories.find((line) => line.code === 'ethics')).toMatchObject({
      hours: 0,
      required: 6,
      percent: 0,
      short: 6,
      met: false,
    });
  });

  test('the server decides met; no requirement is its own state; float sums do not leave 0.0…1 short', () => {
    expect(requirementProgress({ requirement, totalHours: 72, met: true, byCategory: [] }).state).toBe('met');
    expect(
      requirementProgress({
        requirement: { year: 2026, totalHours: null, categoryMinimums: {} },
        totalHours: 5,
        met: false,
        byCategory: [],
      }).state,
    ).toBe('none');
    const line = requirementProgress({
      requirement: { year: 2026, totalHours: 0.3, categoryMinimums: {} },
      totalHours: 0.1 + 0.2,
      met: true,
      byCategory: [],
    }).total;
    expect(line).toMatchObject({ short: 0, met: true, percent: 100 });
    expect(requirementProgress({ requirement, totalHours: 100, met: true, byCategory: [] }).total.percent).toBe(100);
  });

  test('the month chart names months in the interface language and shows no negative bar', () => {
    const byMonth = Array.from({ length: 12 }, (_, index) => ({
      month: 12 - index,
      hours: index === 0 ? -2 : index === 11 ? 0.1 + 0.2 : 0,
    }));
    const zh = monthSeries(byMonth, 'zh-CN');
    expect(zh.labels[0]).toBe('1月');
    expect(zh.values[0]).toBe(0.3);
    expect(zh.values[11]).toBe(0);
    expect(monthSeries(byMonth, 'en-US').labels[11]).toBe('Dec');
  });

  test('hours print with at most one decimal', () => {
    expect(formatHours(12)).toBe('12');
    expect(formatHours(0.1 + 0.2)).toBe('0.3');
    expect(formatHours(-1.5)).toBe('-1.5');
  });
});

describe('declaration form rules (as CreateDeclarationBody)', () => {
  const today = '2026-11-21';
  const valid = {
    title: ' 市级骨干培训 ',
    organiser: '',
    category: 'professional',
    hours: 12.5,
    activityOn: '2026-11-20',
    evidenceFileIds: ['0b5c8f2e-8a43-4f0e-9d55-3c1e8f6a1b20'],
  };

  test('a complete form has no problem and trims into the body', () => {
    expect(declarationProblems(valid, today)).toEqual({});
    expect(declarationBody(valid)).toEqual({ ...valid, title: '市级骨干培训' });
    // Staff declaring for a teacher name them.
    expect(declarationBody(valid, 9)).toEqual({ ...valid, title: '市级骨干培训', userId: 9 });
  });

  test('hours: more than 0, at most 200, one decimal', () => {
    expect(checkHours(undefined)).toBe('hoursRequired');
    expect(checkHours(0)).toBe('hoursPositive');
    expect(checkHours(200.1)).toBe('hoursTooMany');
    expect(checkHours(200)).toBeNull();
    expect(checkHours(1.25)).toBe('hoursOneDecimal');
    expect(checkHours(0.1 * 3)).toBeNull();
  });

  test('the end date is a real day, not after today', () => {
    expect(checkActivityOn(today, today)).toBeNull();
    expect(checkActivityOn('2026-11-22', today)).toBe('activityOnFuture');
    expect(checkActivityOn('2026-02-30', today)).toBe('activityOnInvalid');
    expect(checkActivityOn(null, today)).toBe('activityOnRequired');
  });

  test('blank title, no category, no evidence or one still uploading are refused', () => {
    expect(declarationProblems({ ...valid, title: '  ', category: undefined, evidenceFileIds: [] }, today)).toEqual({
      title: 'titleRequired',
      category: 'categoryRequired',
      evidenceFileIds: 'evidenceRequired',
    });
    expect(declarationProblems(valid, today, true)).toEqual({ evidenceFileIds: 'evidenceUploading' });
    expect(
      declarationProblems({ ...valid, title: 'x'.repeat(121), evidenceFileIds: Array(11).fill(valid.evidenceFileIds[0]) }, today),
    ).toEqual({ title: 'titleTooLong', evidenceFileIds: 'evidenceTooMany' });
  });

  test("today is China's date", () => {
    // 16:30 UTC is already the next day in Beijing.
    expect(chinaToday(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
    expect(chinaToday(new Date('2026-11-21T15:59:00Z'))).toBe('2026-11-21');
  });
});

describe('requirement form rules', () => {
  test('category minimums may not add up to more than the total; blanks are no minimum', () => {
    expect(requirementProblem({ totalHours: 72, categoryMinimums: { public: 24, ethics: 6, professional: null } })).toBeNull();
    expect(requirementProblem({ totalHours: 30, categoryMinimums: { public: 24, ethics: 6.1 } })).toBe('minimumsExceedTotal');
    expect(requirementProblem({ totalHours: 0.3, categoryMinimums: { a: 0.1, b: 0.2 } })).toBeNull();
    expect(requirementProblem({ totalHours: null, categoryMinimums: {} })).toBe('totalRequired');
    expect(requirementProblem({ totalHours: 0, categoryMinimums: {} })).toBe('totalRange');
    expect(requirementProblem({ totalHours: 10.25, categoryMinimums: {} })).toBe('oneDecimal');
    expect(requirementBody(2026, { totalHours: 72, categoryMinimums: { public: 24, ethics: null } })).toEqual({
      year: 2026,
      totalHours: 72,
      categoryMinimums: { public: 24 },
    });
  });

  test('the completion share is a whole percentage from 50 to 100', () => {
    expect(completionShareOf(95)).toBe(0.95);
    expect(completionShareOf(50)).toBe(0.5);
    expect(completionShareOf(49)).toBeNull();
    expect(completionShareOf(101)).toBeNull();
    expect(completionShareOf(null)).toBeNull();
  });
});

describe('entries', () => {
  const entry = (change: Partial<HourEntry>): HourEntry => ({
    id: 1,
    source: 'lesson',
    title: '课',
    programmeId: null,
    hours: 2,
    category: 'public',
    year: 2026,
    creditedOn: '2026-03-01',
    reversesEntryId: null,
    reversedByEntryId: null,
    reason: null,
    createdAt: '2026-03-01T10:00:00.000+08:00',
    ...change,
  });

  test('a reversed entry carries its reversal reason; reversals and reversed entries cannot be reversed', () => {
    const rows = entryRows([
      entry({ id: 1, reversedByEntryId: 2 }),
      entry({ id: 2, source: 'reversal', hours: -2, reversesEntryId: 1, reason: '重复计入' }),
      entry({ id: 3 }),
    ]);
    expect(rows.map((row) => [row.id, row.reversed, row.reversedReason])).toEqual([
      [1, true, '重复计入'],
      [2, false, null],
      [3, false, null],
    ]);
    expect(rows.map(canReverse)).toEqual([false, false, true]);
  });

  test('a reversal needs a reason of at least 2 characters', () => {
    expect(reversalReason('  ')).toEqual({ problem: 'reasonRequired' });
    expect(reversalReason('x')).toEqual({ problem: 'reasonTooShort' });
    expect(reversalReason(' 重复 ')).toEqual({ reason: '重复' });
  });
});

describe('filters in the URL', () => {
  test('the breakdown reads a valid year and a numeric teacher id only', () => {
    expect(readHoursParams(new URLSearchParams('year=2025&userId=42'))).toEqual({ year: 2025, userId: '42' });
    expect(readHoursParams(new URLSearchParams('year=1999&userId=abc'))).toEqual({ year: undefined, userId: undefined });
  });

  test('the report: unmet only by default, malformed values dropped, round trip, page reset on change', () => {
    const read = readReportParams(new URLSearchParams('year=2026&school=12&keyword=%20王%20&page=3'));
    expect(read).toEqual({ year: 2026, schoolId: '12', onlyUnmet: true, keyword: '王', current: 3 });
    expect(readReportParams(new URLSearchParams('school=x&all=1&page=-1'))).toEqual({
      year: undefined,
      schoolId: undefined,
      onlyUnmet: false,
      keyword: undefined,
      current: 1,
    });
    expect(readReportParams(writeReportParams(read))).toEqual(read);
    expect(changeParams(read, { onlyUnmet: false }).current).toBe(1);
    expect(changeParams(read, { current: 4 }).current).toBe(4);
    expect(writeReportParams({ onlyUnmet: true, current: 1 }).toString()).toBe('');
  });

  test('the queue: pending by default, unknown statuses dropped', () => {
    expect(readQueueParams(new URLSearchParams('status=rejected&page=2'))).toEqual({ status: 'rejected', current: 2 });
    expect(readQueueParams(new URLSearchParams('status=nope'))).toEqual({ status: 'pending', current: 1 });
    expect(writeQueueParams({ status: 'pending', current: 1 }).toString()).toBe('');
  });
});
