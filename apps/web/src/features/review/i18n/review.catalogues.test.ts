import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import './review.register';
import { reviewEnUS } from './review.en-US';
import { reviewZhCN } from './review.zh-CN';
import { expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';

describe('review list texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(reviewZhCN, reviewEnUS);
  });

  test('count in both languages', () => {
    const en = i18n.getFixedT('en-US');
    const zh = i18n.getFixedT('zh-CN');
    expect([en('review.total', { count: 1 }), en('review.total', { count: 3 })]).toEqual(['1 review', '3 reviews']);
    expect(zh('review.total', { count: 3 })).toBe('共 3 项');
  });
});
