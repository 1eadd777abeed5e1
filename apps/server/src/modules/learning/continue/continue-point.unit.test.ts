import { describe, expect, it } from 'vitest';
import type { ProgrammeInProgress } from '@server/modules/training/training.public';
import { continuePointOf, startSecond, type LessonPlace } from './continue-point';

const unit = (id: number, kind: string, completed = false) => ({
  id,
  title: `第${id}课`,
  kind,
  position: id,
  durationSeconds: kind === 'video' ? 600 : null,
  completed,
});
const programme = (units: ProgrammeInProgress['units']): ProgrammeInProgress => ({
  id: 9,
  title: '项目',
  kind: 'common',
  studioId: null,
  endsOn: '2030-01-01',
  units,
});
const place = (position: number | null, minute: number, extra: Partial<LessonPlace> = {}): LessonPlace => ({
  position,
  intervals: position === null ? [] : [[0, position]],
  completed: false,
  at: new Date(Date.UTC(2026, 0, 1, 0, minute)),
  ...extra,
});

describe('where "continue learning" starts a programme', () => {
  it('opens the first unfinished lesson at 0 when nothing was watched', () => {
    const point = continuePointOf(programme([unit(1, 'offline'), unit(2, 'video', true), unit(3, 'document')]), new Map());
    expect(point).toMatchObject({ unitId: 3, unitKind: 'document', positionSeconds: 0, durationSeconds: null, lastWatchedAt: null });
  });

  it('goes back to the lesson watched last, at its second', () => {
    const places = new Map([
      [1, place(100, 1)],
      [2, place(42.7, 5)],
    ]);
    expect(continuePointOf(programme([unit(1, 'video'), unit(2, 'video')]), places)).toMatchObject({
      unitId: 2,
      positionSeconds: 42,
      lastWatchedAt: '2026-01-01T00:05:00.000Z',
    });
  });

  it('moves on to the next unfinished lesson once the last one watched is finished', () => {
    const places = new Map([[2, place(600, 5, { completed: true })]]);
    const units = [unit(1, 'video'), unit(2, 'video'), unit(3, 'video', true), unit(4, 'video')];
    expect(continuePointOf(programme(units), places)).toMatchObject({ unitId: 4, positionSeconds: 0 });
    // Nothing unfinished after it: back to the first unfinished one.
    expect(continuePointOf(programme(units.slice(0, 3)), places)).toMatchObject({ unitId: 1 });
  });

  it('answers null when no lesson is left to watch', () => {
    expect(continuePointOf(programme([unit(1, 'video', true), unit(2, 'offline')]), new Map())).toBeNull();
  });

  it('never starts a first viewing past what was watched, nor at the very end, nor inside a document', () => {
    const video = { ...unit(1, 'video'), kind: 'video' as const };
    // Sought ahead to 500 having watched 0-30: the seek lock allows 30 (its slack aside).
    expect(startSecond(video, place(500, 1, { intervals: [[0, 30]] }))).toBe(30);
    expect(startSecond(video, place(599.5, 1, { intervals: [[0, 600]] }))).toBe(0);
    expect(startSecond(video, place(500, 1, { intervals: [[0, 10]], completed: true }))).toBe(500);
    expect(startSecond({ ...unit(2, 'document'), kind: 'document' }, place(45, 1))).toBe(0);
    expect(startSecond(video, undefined)).toBe(0);
  });
});
