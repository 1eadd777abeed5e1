import { describe, expect, test } from 'vitest';
import { formValuesOf, saveBodyOf, UNIT_ORGANISER, type ActivityFormValues } from './activity-form';
import { checkInPath, checkInUrl, refreshDelay } from './check-in-link';
import { chinaWall, chinaWallToIso } from '@yanxiu/contract/china-time';
import { fullMark, nextIndicatorKey } from './indicator-drafts';
import { formTotal, missingScores } from './observation-scores';
import { parseId } from './parse-id';
import { readSquareFilters, squareQueryOf, writeSquareFilters } from './square-filters';
import { moveStage, newStage, possibleFacts, stageInputOf, stageProblem } from './stage-drafts';

describe('the square filters in the URL', () => {
  test('read back what was written, and days become China-time instants for the server', () => {
    const filters = {
      keyword: '观课',
      kind: 'observation' as const,
      mode: 'offline' as const,
      sectionCode: '3',
      subjectCode: '12',
      state: 'running' as const,
      fromDay: '2026-12-01',
      toDay: '2026-12-31',
    };
    const url = writeSquareFilters(filters);
    expect(readSquareFilters(url)).toEqual(filters);
    expect(squareQueryOf(filters)).toEqual({
      keyword: '观课',
      kind: 'observation',
      mode: 'offline',
      sectionCode: '3',
      subjectCode: '12',
      state: 'running',
      from: '2026-12-01T00:00:00+08:00',
      to: '2026-12-31T23:59:59+08:00',
    });
  });

  test('malformed values are dropped rather than sent; a backwards range is read the right way round; no filter, no query', () => {
    expect(readSquareFilters('kind=party&mode=x&section=abc&subject=12345&state=draft&from=2026-13-45&to=yesterday')).toEqual({
      keyword: undefined,
      kind: undefined,
      mode: undefined,
      sectionCode: undefined,
      subjectCode: undefined,
      state: undefined,
      fromDay: undefined,
      toDay: undefined,
    });
    const swapped = readSquareFilters('from=2026-12-31&to=2026-12-01');
    expect([swapped.fromDay, swapped.toDay]).toEqual(['2026-12-01', '2026-12-31']);
    expect(squareQueryOf(readSquareFilters(''))).toEqual({});
    expect(writeSquareFilters(readSquareFilters('')).toString()).toBe('');
  });
});

describe('stages being written', () => {
  test('each kind needs its content before it can be saved', () => {
    expect(stageProblem({ ...newStage('discussion'), title: ' ' })).toBe('title');
    expect(stageProblem(newStage('discussion', '研讨'))).toBeNull();
    expect(stageProblem(newStage('materials', '资料'))).toBe('files');
    expect(stageProblem(newStage('video', '课例'))).toBe('video');
    expect(stageProblem({ ...newStage('meeting', '会议'), meetingUrl: 'http://meet.example/1' })).toBe('meeting');
    expect(stageProblem({ ...newStage('meeting', '会议'), meetingUrl: 'https://meet.example/1' })).toBeNull();
    expect(stageProblem(newStage('observation', '观课'))).toBe('form');
    expect(stageProblem({ ...newStage('observation', '观课'), formTemplateId: 3 })).toBeNull();
  });

  test('only the fields of its kind are sent', () => {
    const stage = {
      ...newStage('video', ' 课例 '),
      videoFileId: '00000000-0000-4000-8000-000000000001',
      fileIds: ['00000000-0000-4000-8000-000000000002'],
      meetingUrl: 'https://x.example',
      formTemplateId: 4,
    };
    expect(stageInputOf(stage)).toEqual({
      kind: 'video',
      title: '课例',
      description: '',
      fileIds: [],
      videoFileId: stage.videoFileId,
      meetingUrl: null,
      formTemplateId: null,
    });
    // A saved stage keeps its id, so what was handed in to it stays with it.
    expect(stageInputOf({ ...stage, id: 5 }).id).toBe(5);
  });

  test('moving stays in range, and the completion facts follow the stages there are', () => {
    const [a, b, c] = [newStage('video', 'a'), newStage('discussion', 'b'), newStage('observation', 'c')];
    expect(moveStage([a, b, c], 0, 1).map((stage) => stage.title)).toEqual(['b', 'a', 'c']);
    expect(moveStage([a, b, c], 0, -1).map((stage) => stage.title)).toEqual(['a', 'b', 'c']);
    expect(moveStage([a, b, c], 2, 1).map((stage) => stage.title)).toEqual(['a', 'b', 'c']);
    expect(possibleFacts([a])).toEqual(['attended']);
    expect(possibleFacts([a, b, c, newStage('task')])).toEqual(['attended', 'posted', 'form', 'task']);
  });
});

describe('the activity form', () => {
  const values: ActivityFormValues = {
    kind: 'observation',
    title: ' 同课异构 ',
    description: '',
    organiser: '12',
    mode: 'online',
    place: '报告厅',
    meetingUrl: 'https://meet.example/1',
    startsAt: '2026-12-01 14:00',
    endsAt: '2026-12-01 16:30',
    audience: 'group',
    targetSchoolIds: [5],
    sectionCodes: ['3'],
    subjectCodes: ['12'],
    capacity: null,
    creditHours: 2,
    hoursCategory: 'professional',
    completionRule: ['attended', 'posted', 'form'],
  };

  test('sends China times, only what the mode and audience use, and a rule the stages allow', () => {
    const body = saveBodyOf(values, [newStage('observation', '观课')], null);
    expect(body).toMatchObject({
      title: '同课异构',
      organiserGroupId: 12,
      place: null,
      meetingUrl: 'https://meet.example/1',
      startsAt: '2026-12-01T14:00:00+08:00',
      endsAt: '2026-12-01T16:30:00+08:00',
      targetSchoolIds: [],
      sectionCodes: [],
      completionRule: ['attended', 'form'],
    });
    expect(body).not.toHaveProperty('id');
    const offline = saveBodyOf({ ...values, organiser: UNIT_ORGANISER, mode: 'offline', audience: 'schools' }, [], {
      id: 7,
      version: 3,
      coverFileId: null,
      programmeId: 9,
    });
    expect(offline).toMatchObject({
      id: 7,
      version: 3,
      organiserGroupId: null,
      place: '报告厅',
      meetingUrl: null,
      targetSchoolIds: [5],
      sectionCodes: ['3'],
      subjectCodes: ['12'],
      programmeId: 9,
      completionRule: ['attended'],
    });
  });

  test('a saved activity reads back into the same China wall-clock times', () => {
    expect(chinaWall(new Date('2026-12-01T06:00:00.000Z'))).toBe('2026-12-01 14:00');
    expect(chinaWall(new Date(chinaWallToIso('2026-12-31 23:30')))).toBe('2026-12-31 23:30');
    const detail = {
      ...saveBodyOf(values, [], null),
      startsAt: '2026-12-01T06:00:00.000Z',
      endsAt: '2026-12-01T08:30:00.000Z',
      organiserGroupId: null,
      place: null,
      meetingUrl: null,
      targetSchoolIds: [],
      sectionCodes: [],
      subjectCodes: [],
      capacity: 30,
      creditHours: 1.5,
      hoursCategory: 'public',
      completionRule: ['attended' as const],
    };
    const back = formValuesOf(detail as unknown as Parameters<typeof formValuesOf>[0]);
    expect(back).toMatchObject({
      organiser: UNIT_ORGANISER,
      startsAt: '2026-12-01 14:00',
      endsAt: '2026-12-01 16:30',
      place: '',
      meetingUrl: '',
      capacity: 30,
    });
  });
});

describe('small rules', () => {
  test('the check-in link carries the activity and the code; the next code is asked for when the window ends, at least a second away', () => {
    expect(checkInPath(8, 'a-b_c')).toBe('/research/checkIn/8?code=a-b_c');
    expect(checkInUrl('https://yx.example', 8, 'abc')).toBe('https://yx.example/pc/research/checkIn/8?code=abc');
    const now = Date.parse('2026-12-01T06:00:00.000Z');
    expect(refreshDelay('2026-12-01T06:00:20.000Z', now)).toBe(20_000);
    expect(refreshDelay('2026-12-01T05:59:00.000Z', now)).toBe(1_000);
  });

  test('the observation sums count tenths exactly and say what is not scored', () => {
    expect(formTotal({ a: 0.1, b: 0.2, c: null })).toBe(0.3);
    expect(missingScores([{ key: 'a' }, { key: 'b' }, { key: 'c' }], { a: 0, b: null })).toBe(2);
  });

  test('ids in addresses', () => {
    expect([parseId('12'), parseId('0'), parseId('abc'), parseId('1e3'), parseId(undefined), parseId('9999999999999999')]).toEqual([
      12,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('observation form indicators', () => {
  test('a new indicator takes the first free key; the full mark is the sum of the maximums', () => {
    expect(nextIndicatorKey([])).toBe('i1');
    expect(nextIndicatorKey([{ key: 'i1' }, { key: 'i3' }])).toBe('i2');
    expect(fullMark([{ maxScore: 10 }, { maxScore: 25 }, { maxScore: Number.NaN }])).toBe(35);
  });
});
