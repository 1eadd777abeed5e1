import { describe, expect, test } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  test('marks each range and keeps the text between them plain', () => {
    expect(highlightParts('班主任沟通艺术', [{ start: 3, end: 5 }])).toEqual([
      { text: '班主任', marked: false },
      { text: '沟通', marked: true },
      { text: '艺术', marked: false },
    ]);
    expect(
      highlightParts('沟通与沟通', [
        { start: 3, end: 5 },
        { start: 0, end: 2 },
      ]),
    ).toEqual([
      { text: '沟通', marked: true },
      { text: '与', marked: false },
      { text: '沟通', marked: true },
    ]);
  });

  test('merges overlapping and touching ranges into one mark', () => {
    expect(
      highlightParts('abcdef', [
        { start: 1, end: 3 },
        { start: 2, end: 4 },
        { start: 4, end: 5 },
      ]),
    ).toEqual([
      { text: 'a', marked: false },
      { text: 'bcde', marked: true },
      { text: 'f', marked: false },
    ]);
  });

  test('ranges outside the text, empty or reversed are clamped or dropped, never thrown on', () => {
    expect(
      highlightParts('abc', [
        { start: 2, end: 99 },
        { start: 1, end: 1 },
        { start: 3, end: 0 },
        { start: -5, end: 1 },
      ]),
    ).toEqual([
      { text: 'a', marked: true },
      { text: 'b', marked: false },
      { text: 'c', marked: true },
    ]);
    expect(highlightParts('', [{ start: 0, end: 3 }])).toEqual([]);
    expect(highlightParts('abc', [])).toEqual([{ text: 'abc', marked: false }]);
  });

  test('a range ending inside a surrogate pair does not split the character', () => {
    // '𠮷' is two UTF-16 units: a mark ending between them ends before it.
    expect(highlightParts('a𠮷b', [{ start: 0, end: 2 }])).toEqual([
      { text: 'a', marked: true },
      { text: '𠮷b', marked: false },
    ]);
    expect(highlightParts('a𠮷b', [{ start: 2, end: 4 }])).toEqual([
      { text: 'a', marked: false },
      { text: '𠮷b', marked: true },
    ]);
  });

  test('markup in the text stays text: the parts are the text itself, cut', () => {
    const text = '<img src=x onerror=alert(1)>沟通';
    expect(
      highlightParts(text, [{ start: 26, end: 28 }])
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});
