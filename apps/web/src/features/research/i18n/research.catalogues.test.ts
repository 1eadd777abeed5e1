import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { researchEnUS } from './research.en-US';
import './research.register';
import { researchZhCN } from './research.zh-CN';
import { expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';

describe('research texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(researchZhCN, researchEnUS);
  });

  test('once registered they are read through the app i18n, with English plurals', () => {
    expect(i18n.getFixedT('zh-CN')('research.signUp.blocker.full')).toBe('名额已满');
    expect(i18n.getFixedT('en-US')('research.card.hours', { count: 1 })).toBe('1 hour');
    expect(i18n.getFixedT('en-US')('research.card.hours', { count: 1.5 })).toBe('1.5 hours');
    expect(i18n.getFixedT('zh-CN')('routes.researchCheckIn')).toBe('活动签到');
  });
});
