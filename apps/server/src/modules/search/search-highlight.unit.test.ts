import { describe, expect, test } from 'vitest';
import { highlightRanges, SNIPPET_LENGTH, snippetOf } from './search-highlight';

const marked = (text: string, ranges: { start: number; end: number }[]) => ranges.map((range) => text.slice(range.start, range.end));

describe('highlight ranges', () => {
  test('every occurrence of a two-character Chinese word, as string offsets', () => {
    const title = '小学数学：数学思维与数学建模';
    const ranges = highlightRanges(title, '数学');
    expect(ranges).toEqual([
      { start: 2, end: 4 },
      { start: 5, end: 7 },
      { start: 10, end: 12 },
    ]);
    expect(marked(title, ranges)).toEqual(['数学', '数学', '数学']);
  });

  test('ignores case and takes the keyword literally (no pattern characters)', () => {
    expect(marked('Python and PYTHON', highlightRanges('Python and PYTHON', 'python'))).toEqual(['Python', 'PYTHON']);
    expect(highlightRanges('a.b a*b', '.*')).toEqual([]);
    expect(highlightRanges('(1+1)', '1+1')).toEqual([{ start: 1, end: 4 }]);
  });

  test('offsets count UTF-16 code units past characters outside the BMP', () => {
    const title = '𠀀𠀁课程设计';
    expect(marked(title, highlightRanges(title, '课程'))).toEqual(['课程']);
    expect(highlightRanges(title, '课程')).toEqual([{ start: 4, end: 6 }]);
  });
});

describe('snippets', () => {
  test('a short body is the snippet, with its matches', () => {
    expect(snippetOf('面向初中数学教师的\n专题研修', '数学')).toEqual({
      snippet: '面向初中数学教师的 专题研修',
      highlights: [{ start: 4, end: 6 }],
    });
  });

  test('a long body is cut around its first match, with ellipses where cut', () => {
    const body = `${'前'.repeat(200)}关键词${'后'.repeat(200)}`;
    const { snippet, highlights } = snippetOf(body, '关键词');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBe(SNIPPET_LENGTH + 2);
    expect(marked(snippet, highlights)).toEqual(['关键词']);
  });

  test('a body without the keyword gives its start and no highlight', () => {
    const { snippet, highlights } = snippetOf('甲'.repeat(100), '数学');
    expect(snippet).toBe(`${'甲'.repeat(SNIPPET_LENGTH)}…`);
    expect(highlights).toEqual([]);
  });
});
