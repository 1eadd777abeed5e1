import { describe, expect, it } from 'vitest';
import { defineTexts, joinList, nameInLocale } from './server-texts';

const texts = defineTexts('test-texts', {
  'zh-CN': { empty: '文件是空的', tooLarge: '文件不能超过 {{limit}}', folders_other: '{{count}} 个文件夹' },
  'en-US': {
    empty: 'The file is empty',
    tooLarge: 'The file must not be larger than {{limit}}',
    folders_one: '{{count}} folder',
    folders_other: '{{count}} folders',
  },
});

describe('server texts', () => {
  it('reads a text in the caller language with its values and plural forms, unescaped', () => {
    expect(texts('zh-CN', 'empty')).toBe('文件是空的');
    expect(texts('en-US', 'tooLarge', { limit: '20 MB <b>' })).toBe('The file must not be larger than 20 MB <b>');
    expect(texts('en-US', 'folders', { count: 1 })).toBe('1 folder');
    expect(texts('en-US', 'folders', { count: 3 })).toBe('3 folders');
    expect(texts('zh-CN', 'folders', { count: 3 })).toBe('3 个文件夹');
  });

  it('refuses a namespace declared twice', () => {
    expect(() => defineTexts('test-texts', { 'zh-CN': {}, 'en-US': {} })).toThrow(/twice/);
  });

  it('joins lists as each language does', () => {
    expect(joinList('zh-CN', ['语文', '数学', '英语'])).toBe('语文、数学、英语');
    expect(joinList('en-US', ['Chinese', 'Maths'])).toBe('Chinese, Maths');
  });

  it('reads a stored name in the language, falling back to the Chinese when it has no English', () => {
    expect(nameInLocale('zh-CN', '海淀区', 'Haidian')).toBe('海淀区');
    expect(nameInLocale('en-US', '海淀区', 'Haidian')).toBe('Haidian');
    expect(nameInLocale('en-US', '海淀区', '')).toBe('海淀区');
    expect(nameInLocale('en-US', '海淀区', null)).toBe('海淀区');
  });
});
