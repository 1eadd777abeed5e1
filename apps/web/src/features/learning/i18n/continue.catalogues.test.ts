import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';
import { learningContinueEnUS } from './continue.en-US';
import { learningContinueZhCN } from './continue.zh-CN';
import './continue.register';

describe('continue-learning texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(learningContinueZhCN, learningContinueEnUS);
  });

  test('once registered they are read with their plural forms', () => {
    expect(i18n.getFixedT('zh-CN')('learning.continue.due.leftDays', { count: 2 })).toBe('还剩 2 天');
    expect(i18n.getFixedT('en-US')('learning.continue.due.leftDays', { count: 1 })).toBe('1 day left');
    expect(i18n.getFixedT('en-US')('learning.continue.others', { count: 3 })).toBe('3 more programmes in progress');
  });
});
