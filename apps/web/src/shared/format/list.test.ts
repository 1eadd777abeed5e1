import { describe, expect, test } from 'vitest';
import { formatList } from './list';

describe('formatList', () => {
  test('joins through the locale', () => {
    expect(formatList(['王芳', '李强', '陈静'], 'zh-CN')).toBe('王芳、李强和陈静');
    expect(formatList(['A', 'B', 'C'], 'en-US')).toBe('A, B, and C');
    expect(formatList(['A'], 'en-US')).toBe('A');
  });
});
