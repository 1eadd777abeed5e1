import dayjs from 'dayjs';
import { describe, expect, test } from 'vitest';
import { storedCall } from '../../pages/manage/manage.fixtures';
import { momentOfPicked, pickerValueOf } from '@/shared/format/picker-time';
import { bodyProblems, callValues, emptyCallValues, toSaveBody } from './call-form';

describe('the call form model', () => {
  test('a stored call comes back as the same body, with its id and the version read', () => {
    const call = storedCall();
    const body = toSaveBody(callValues(call), { callId: call.callId, version: call.version });
    expect(body).toMatchObject({
      callId: 9,
      version: 3,
      title: call.title,
      levels: ['key', 'general'],
      suggestions: call.suggestions,
      // The same instants, written in China time (the pickers show Beijing's wall clock in any browser zone).
      startsAt: '2026-12-01T08:00:00+08:00',
      endsAt: '2026-12-31T18:00:00+08:00',
      periodStartsOn: '2027-01-01',
      periodEndsOn: '2028-12-31',
      memberCap: 5,
      expertCount: 2,
      passScore: 60,
      requiredDocuments: ['课题申报书'],
    });
    expect(bodyProblems(body)).toEqual([]);
  });

  test('new suggestions get keys not yet taken; a level the call no longer offers becomes "any level"; blank documents are dropped', () => {
    const values = {
      ...callValues(storedCall()),
      levels: ['general' as const],
      suggestions: [
        { key: 's1', title: ' 作业设计 ', level: 'key' as const },
        { title: '家校共育', level: 'general' as const },
        { title: '劳动教育', level: null },
      ],
      requiredDocuments: [' 申报书 ', '  '],
    };
    const body = toSaveBody(values);
    expect(body.suggestions).toEqual([
      { key: 's1', title: '作业设计', level: null, description: '' },
      { key: 's2', title: '家校共育', level: 'general', description: '' },
      { key: 's3', title: '劳动教育', level: null, description: '' },
    ]);
    expect(body.requiredDocuments).toEqual(['申报书']);
    expect(body).not.toHaveProperty('callId');
  });

  test('a window that ends before it starts is refused by the contract before any call', () => {
    const values = {
      ...emptyCallValues(new Date('2026-11-28T00:00:00Z')),
      title: '指南',
      window: [dayjs('2026-12-31T00:00:00'), dayjs('2026-12-01T00:00:00')] as [dayjs.Dayjs, dayjs.Dayjs],
      period: [dayjs('2027-01-01'), dayjs('2028-12-31')] as [dayjs.Dayjs, dayjs.Dayjs],
    };
    expect(bodyProblems(toSaveBody(values)).map((problem) => problem.path)).toEqual(['endsAt']);
  });

  test('the window is China wall-clock time whatever the browser zone', () => {
    expect(pickerValueOf('2026-11-30T16:30:00.000Z')!.format('YYYY-MM-DD HH:mm')).toBe('2026-12-01 00:30');
    expect(momentOfPicked(dayjs('2026-12-01T00:30:00'))).toBe('2026-12-01T00:30:00+08:00');
  });

  test("a new call defaults to this year in China and the call's usual rules", () => {
    // 2026-12-31 20:00 UTC is already 2027 in Beijing.
    expect(emptyCallValues(new Date('2026-12-31T20:00:00Z'))).toMatchObject({
      year: 2027,
      levels: ['key', 'general', 'youth'],
      memberCap: 5,
      expertCount: 3,
      passScore: 60,
    });
  });
});
