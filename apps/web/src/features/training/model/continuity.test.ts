import type { ProgrammeUnit } from '@yanxiu/contract/training';
import { describe, expect, test } from 'vitest';
import { learningStage, nextUnit, resumeUnit } from './continuity';

const unit = (id: number, position: number, kind: ProgrammeUnit['kind'], completed = false): ProgrammeUnit => ({
  id,
  position,
  kind,
  title: `第${position}讲`,
  fileId: null,
  fileName: null,
  contentType: null,
  durationSeconds: null,
  minViewSeconds: null,
  creditHours: 1,
  location: null,
  sessionStartsAt: null,
  completed,
});

describe('learning continuity', () => {
  const units = [unit(13, 3, 'document'), unit(11, 1, 'video', true), unit(12, 2, 'offline'), unit(14, 4, 'video')];

  test('resumes at the first lesson not done, in order, skipping offline sessions', () => {
    expect(resumeUnit(units)?.id).toBe(13);
    expect(resumeUnit(units.map((entry) => ({ ...entry, completed: entry.kind !== 'offline' })))).toBeNull();
  });

  test('the next lesson follows the one just opened, past offline sessions; none after the last', () => {
    expect(nextUnit(units, 11)?.id).toBe(13);
    expect(nextUnit(units, 13)?.id).toBe(14);
    expect(nextUnit(units, 14)).toBeNull();
    expect(nextUnit(units, 99)).toBeNull();
  });

  test('a programme is not started, under way, or completed when every unit is', () => {
    const progress = (completedUnits: number) => ({
      completedUnits,
      totalUnits: 4,
      completedHours: completedUnits,
      percent: completedUnits * 25,
    });
    expect(learningStage({ units: units.map((entry) => ({ ...entry, completed: false })), progress: progress(0) })).toBe('notStarted');
    expect(learningStage({ units, progress: progress(1) })).toBe('inProgress');
    expect(learningStage({ units: units.map((entry) => ({ ...entry, completed: true })), progress: progress(4) })).toBe('completed');
  });
});
