import type { ProgrammeUnit } from '@yanxiu/contract/training';
import { describe, expect, test } from 'vitest';
import { moveUnit, newUnit, toUnitInputs, unitDrafts, unitProblem } from './unit-drafts';

const VIDEO_ID = '0b5c8f2e-8a43-4f0e-9d55-3c1e8f6a1b20';
const DOC_ID = '1c6d9f3f-9b54-4a1f-8e66-4d2f9a7b2c31';

const saved: ProgrammeUnit[] = [
  {
    id: 12,
    position: 2,
    kind: 'document',
    title: '模板',
    fileId: DOC_ID,
    fileName: 't.pdf',
    contentType: 'application/pdf',
    durationSeconds: null,
    minViewSeconds: 90,
    creditHours: 0.5,
    location: null,
    sessionStartsAt: null,
    completed: false,
  },
  {
    id: 11,
    position: 1,
    kind: 'video',
    title: '概论',
    fileId: VIDEO_ID,
    fileName: 'a.mp4',
    contentType: 'video/mp4',
    durationSeconds: 600,
    minViewSeconds: null,
    creditHours: 1,
    location: null,
    sessionStartsAt: null,
    completed: false,
  },
];

describe('units as the editor holds them', () => {
  test('saved units come in their position order with minutes for reading time', () => {
    const drafts = unitDrafts(saved);
    expect(drafts.map((draft) => draft.id)).toEqual([11, 12]);
    expect(drafts[1]!.minViewMinutes).toBe(1.5);
  });

  test('moving swaps with the neighbour and does nothing past either end', () => {
    expect(moveUnit(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveUnit(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveUnit(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveUnit(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  test('the payload follows the editor order, keeps saved ids and converts minutes to seconds', () => {
    const drafts = moveUnit(unitDrafts(saved), 0, 1);
    expect(toUnitInputs(drafts)).toEqual([
      { id: 12, kind: 'document', title: '模板', fileId: DOC_ID, minViewSeconds: 90, creditHours: 0.5 },
      { id: 11, kind: 'video', title: '概论', fileId: VIDEO_ID, durationSeconds: 600, creditHours: 1 },
    ]);
  });

  test('a new unit has no id, so the server creates it', () => {
    const [input] = toUnitInputs([
      { ...newUnit('offline'), title: ' 开班 ', location: '报告厅', sessionStartsAt: '2027-01-05T01:00:00.000Z' },
    ]);
    expect(input).toEqual({
      kind: 'offline',
      title: '开班',
      location: '报告厅',
      sessionStartsAt: '2027-01-05T01:00:00.000Z',
      creditHours: 0.5,
    });
  });

  test('each kind says what it still needs', () => {
    expect(unitProblem({ ...newUnit('video'), title: 'x' })).toBe('fileRequired');
    expect(unitProblem({ ...newUnit('video'), title: 'x', fileId: VIDEO_ID })).toBe('durationRequired');
    expect(unitProblem({ ...newUnit('document'), title: 'x', fileId: DOC_ID })).toBeNull();
    expect(unitProblem({ ...newUnit('offline'), title: 'x', location: 'A' })).toBe('sessionStartsAtRequired');
    expect(unitProblem(newUnit('offline'))).toBe('unitTitleRequired');
  });
});
