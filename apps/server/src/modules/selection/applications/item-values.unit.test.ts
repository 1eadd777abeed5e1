import type { Indicator } from '@yanxiu/contract/selection';
import { describe, expect, it } from 'vitest';
import { saveIssues, submitIssues, valueView, type ValueFacts } from './item-values';

const base = { guide: '', options: [], multiple: false, required: false, maxScore: 10 };
const indicators: Indicator[] = [
  { ...base, id: 1, title: '自述', kind: 'text', required: true },
  {
    ...base,
    id: 2,
    title: '考核',
    kind: 'choice',
    options: [
      { key: 'a', label: 'A' },
      { key: 'b', label: 'B' },
    ],
  },
  { ...base, id: 3, title: '课例', kind: 'file', required: true },
  { ...base, id: 4, title: '荣誉', kind: 'record' },
];
const byId = new Map(indicators.map((indicator) => [indicator.id, indicator]));
const facts: ValueFacts = {
  files: new Map([
    ['mine', { ownerUserId: 7, purpose: 'evidence' }],
    ['theirs', { ownerUserId: 8, purpose: 'evidence' }],
    ['cover', { ownerUserId: 7, purpose: 'cover' }],
  ]),
  recordIds: new Set([11]),
  applicantUserId: 7,
};

describe('selection item values', () => {
  it('accepts values of the right kind, own files and records, and self scores within the maximum where allowed', () => {
    const values = [
      { itemId: 1, value: { kind: 'text' as const, text: '自述' }, selfScore: 10 },
      { itemId: 2, value: { kind: 'choice' as const, optionKeys: ['b'] }, selfScore: null },
      { itemId: 3, value: { kind: 'file' as const, fileIds: ['mine'] }, selfScore: null },
      { itemId: 4, value: { kind: 'record' as const, recordIds: [11] }, selfScore: null },
    ];
    expect(saveIssues(byId, { values }, '2', facts)).toEqual([]);
  });

  it('names every refused entry', () => {
    const values = [
      { itemId: 1, value: { kind: 'number' as const, number: 1 }, selfScore: 10.5 },
      { itemId: 2, value: { kind: 'choice' as const, optionKeys: ['a', 'b', 'c'] }, selfScore: null },
      { itemId: 3, value: { kind: 'file' as const, fileIds: ['theirs', 'cover', 'gone'] }, selfScore: null },
      { itemId: 4, value: { kind: 'record' as const, recordIds: [12] }, selfScore: null },
      { itemId: 4, value: null, selfScore: null },
      { itemId: 9, value: null, selfScore: null },
    ];
    expect(saveIssues(byId, { values }, '2', facts)).toEqual([
      { path: 'body.values.0.value', message: 'this indicator takes a text value' },
      { path: 'body.values.0.selfScore', message: 'at most 10' },
      { path: 'body.values.1.value.optionKeys', message: 'no option c' },
      { path: 'body.values.1.value.optionKeys', message: 'one option only' },
      { path: 'body.values.2.value.fileIds.0', message: 'not your upload' },
      { path: 'body.values.2.value.fileIds.1', message: 'not uploaded as evidence' },
      { path: 'body.values.2.value.fileIds.2', message: 'no such file' },
      { path: 'body.values.3.value.recordIds.0', message: 'not one of your verified profile records' },
      { path: 'body.values.4.itemId', message: 'given twice' },
      { path: 'body.values.5.itemId', message: 'not an indicator of this project' },
    ]);
    expect(saveIssues(byId, { values: [{ itemId: 1, value: null, selfScore: 1 }] }, '3', facts)).toEqual([
      { path: 'body.values.0.selfScore', message: 'this project takes no self-review' },
    ]);
  });

  it('stops a submission with a required indicator empty or a value no longer valid', () => {
    const values = new Map([[3, { kind: 'file' as const, fileIds: ['gone'] }]]);
    expect(submitIssues(indicators, values, facts)).toEqual([
      { path: 'items.1', message: '自述: required' },
      { path: 'items.3.fileIds.0', message: '课例: no such file' },
    ]);
  });

  it('shows files and records deleted since as missing', () => {
    const view = valueView(
      { kind: 'file', fileIds: ['mine', 'gone'] },
      new Map([['mine', { name: 'a.pdf', contentType: 'application/pdf', size: 3 }]]),
      new Map(),
    );
    expect(view.files).toEqual([
      { id: 'mine', name: 'a.pdf', contentType: 'application/pdf', size: 3, missing: false },
      { id: 'gone', name: '', contentType: '', size: 0, missing: true },
    ]);
    expect(valueView({ kind: 'record', recordIds: [5] }, new Map(), new Map()).records).toEqual([
      { id: 5, kind: '', title: '', occurredOn: null, missing: true },
    ]);
  });
});
