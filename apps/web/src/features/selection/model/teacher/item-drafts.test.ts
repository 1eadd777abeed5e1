import type { FilledIndicator } from '@yanxiu/contract/selection';
import { describe, expect, test } from 'vitest';
import { draftOf, saveEntries, selfScoreProblem, submitProblems, valueInputOf } from './item-drafts';
import { progressOf } from './progress';

const indicator = (change: Partial<FilledIndicator>): FilledIndicator => ({
  id: 1,
  title: 'x',
  kind: 'text',
  maxScore: 10,
  guide: '',
  options: [],
  multiple: false,
  required: true,
  value: null,
  selfScore: null,
  ...change,
});

describe('indicator drafts', () => {
  test('each kind sends only its own part, and nothing given sends null (the server clears it)', () => {
    const empty = draftOf(indicator({}));
    expect(valueInputOf({ ...empty, text: '  ' })).toBeNull();
    expect(valueInputOf({ ...empty, text: ' 业绩 ' })).toEqual({ kind: 'text', text: '业绩' });
    expect(valueInputOf({ ...empty, kind: 'number', number: 0 })).toEqual({ kind: 'number', number: 0 });
    expect(valueInputOf({ ...empty, kind: 'choice', optionKeys: ['a', 'b'] })).toEqual({ kind: 'choice', optionKeys: ['a', 'b'] });
    // A file or record deleted since is not sent again.
    expect(
      valueInputOf({
        ...empty,
        kind: 'file',
        files: [
          { id: 'f1', name: 'a.pdf', missing: false },
          { id: 'f2', name: 'b.pdf', missing: true },
        ],
      }),
    ).toEqual({ kind: 'file', fileIds: ['f1'] });
    expect(
      valueInputOf({ ...empty, kind: 'record', records: [{ id: 3, kind: 'honor', title: 't', date: null, missing: true }] }),
    ).toBeNull();
  });

  test('a save carries each changed indicator whole, the self score only where the project takes one', () => {
    const draft = { ...draftOf(indicator({})), text: 'a', selfScore: 4 };
    expect(saveEntries(new Map([['7', draft]]), true)).toEqual([{ itemId: 7, value: { kind: 'text', text: 'a' }, selfScore: 4 }]);
    expect(saveEntries(new Map([['7', draft]]), false)).toEqual([{ itemId: 7, value: { kind: 'text', text: 'a' }, selfScore: null }]);
  });

  test('self scores stay within 0 and the maximum, in steps of 0.5', () => {
    expect(selfScoreProblem(null, 10)).toBeNull();
    expect(selfScoreProblem(9.5, 10)).toBeNull();
    expect(selfScoreProblem(10.5, 10)).toBe('overMax');
    expect(selfScoreProblem(-1, 10)).toBe('negative');
    expect(selfScoreProblem(2.25, 10)).toBe('step');
  });

  test('submitting needs every required indicator filled and every self score in bounds', () => {
    const sections = [{ id: 1, title: 's', indicators: [indicator({ id: 1 }), indicator({ id: 2, required: false, maxScore: 0 })] }];
    const drafts = new Map([[1, { ...draftOf(indicator({})), selfScore: 11 }]]);
    expect(submitProblems(sections, drafts, '2')).toMatchObject({ missing: [{ id: 1 }], badScores: [{ id: 1 }], unscored: [] });
    expect(submitProblems(sections, new Map([[1, { ...draftOf(indicator({})), text: 'ok' }]]), '4')).toEqual({
      missing: [],
      badScores: [],
      unscored: [],
    });
    expect(
      submitProblems(sections, new Map([[1, { ...draftOf(indicator({})), text: 'ok' }]]), '2').unscored.map((entry) => entry.id),
    ).toEqual([1]);
  });

  test('progress follows the status and step, and the result once published', () => {
    expect(progressOf({ status: '2', stepCode: null, result: null })).toEqual({ stage: 'draft', state: 'process' });
    expect(progressOf({ status: '4', stepCode: 'district', result: null })).toEqual({ stage: 'district', state: 'process' });
    expect(progressOf({ status: '7', stepCode: 'school', result: null })).toEqual({ stage: 'school', state: 'error' });
    expect(progressOf({ status: '6', stepCode: null, result: null })).toEqual({ stage: 'scoring', state: 'process' });
    expect(progressOf({ status: '6', stepCode: null, result: 'selected' })).toEqual({ stage: 'result', state: 'finish' });
  });
});
