import { describe, expect, it } from 'vitest';
import { plainTextOf, sanitizeRichText } from './rich-text';

describe('rich text', () => {
  it('keeps the editor’s formatting and drops script, handlers, styles and foreign schemes', () => {
    const dirty =
      '<p style="color:red" onclick="x()">你好<strong>重要</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://example.org/a" target="_self">ok</a><iframe src="https://e.org"></iframe>';
    expect(sanitizeRichText(dirty)).toBe(
      '<p>你好<strong>重要</strong></p><a target="_blank" rel="noopener noreferrer nofollow">bad</a><a href="https://example.org/a" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    );
  });

  it('answers the words without markup, blocks separated', () => {
    expect(plainTextOf('<h2>标题</h2><p>第一段 &amp; <em>强调</em></p><ul><li>一</li><li>二</li></ul>')).toBe('标题 第一段 & 强调 一 二');
  });
});
