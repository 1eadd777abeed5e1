import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import './help.register';
import { helpEnUS } from './help.en-US';
import { helpZhCN } from './help.zh-CN';
import { expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';

describe('help texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(helpZhCN, helpEnUS);
  });

  test('are read through the app i18n, with English plurals', () => {
    expect(i18n.getFixedT('en-US')('help.helpfulCount', { count: 1 })).toBe('1 person found this helpful');
    expect(i18n.getFixedT('en-US')('help.helpfulCount', { count: 2 })).toBe('2 people found this helpful');
    expect(i18n.getFixedT('zh-CN')('help.category.learning')).toBe('学时');
  });
});
