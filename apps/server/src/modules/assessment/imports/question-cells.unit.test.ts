import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { blanksOfCell, cellOfAnswer, cellOfTags, tagsOfCell } from './question-cells';

// Accepted answers and tags may hold the workbook's own separators; written escaped, they read back as they were.
describe('question cells: separators inside answers and tags', () => {
  test('a fill-in answer holding | ; ； and backslashes survives the answer cell', () => {
    const blanks = [{ accepted: ['a|b', 'c;d', 'e；f', 'C:\\dir\\'] }, { accepted: ['x'] }];
    const cell = cellOfAnswer({ kind: 'fill_blank', blanks });
    expect(cell).toBe('a\\|b;c\\;d;e\\；f;C:\\\\dir\\\\|x');
    expect(blanksOfCell(cell)).toEqual(blanks.map((blank) => blank.accepted));
  });

  test('a backslash before any other character is read as written (cells typed before escapes existed)', () => {
    expect(blanksOfCell('C:\\dir;D:\\n|y')).toEqual([['C:\\dir', 'D:\\n'], ['y']]);
    expect(tagsOfCell('a\\b, c')).toEqual(['a\\b', 'c']);
  });

  test('tags holding commas, 、 and semicolons survive the tags cell', () => {
    const tags = ['几何, 图形', '代数、方程', 'A;B', '平面'];
    expect(tagsOfCell(cellOfTags(tags))).toEqual(tags);
  });

  test('any answers and tags round-trip', () => {
    const text = fc.string({ unit: fc.constantFrom('a', '|', ';', '；', ',', '，', '、', '\\', '中', 'x'), minLength: 1, maxLength: 8 });
    const trimmed = text.map((value) => value.trim()).filter((value) => value !== '');
    fc.assert(
      fc.property(fc.array(fc.array(trimmed, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }), (accepted) => {
        const blanks = accepted.map((answers) => ({ accepted: answers }));
        expect(blanksOfCell(cellOfAnswer({ kind: 'fill_blank', blanks }))).toEqual(accepted);
      }),
    );
    fc.assert(
      fc.property(fc.array(trimmed, { maxLength: 4 }), (tags) => {
        expect(tagsOfCell(cellOfTags(tags))).toEqual(tags);
      }),
    );
  });
});
