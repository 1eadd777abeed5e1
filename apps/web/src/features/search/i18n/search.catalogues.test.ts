import { describe, expect, test } from 'vitest';
import { SEARCH_KINDS } from '@yanxiu/contract/search-kinds';
import { i18n } from '@/shared/i18n/i18n';
import { expectLanguagePunctuation, expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';
import './search.register';
import { searchEnUS } from './search.en-US';
import { searchZhCN } from './search.zh-CN';

describe('search texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(searchZhCN, searchEnUS);
  });

  test('each language keeps its own punctuation', () => {
    expectLanguagePunctuation([searchZhCN], [searchEnUS]);
  });

  test('every kind of result is named in both languages', () => {
    expect(Object.keys(searchZhCN.kinds).sort()).toEqual([...SEARCH_KINDS].sort());
  });

  test('are read through the app i18n, with English plurals', () => {
    const english = i18n.getFixedT('en-US');
    expect(english('search.results.count', { count: 1 })).toBe('1 result');
    expect(english('search.results.count', { count: 12 })).toBe('12 results');
    expect(i18n.getFixedT('zh-CN')('search.results.count', { count: 12 })).toBe('12 条结果');
  });
});
