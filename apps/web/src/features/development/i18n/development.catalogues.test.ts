import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { developmentEnUS } from './development.en-US';
import './development.register';
import { developmentConfigEnUS } from './config.en-US';
import './config.register';
import { developmentConfigZhCN } from './config.zh-CN';
import { developmentZhCN } from './development.zh-CN';
import { expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';

describe('development texts', () => {
  test.each([
    ['the pages', developmentZhCN, developmentEnUS],
    ['the configuration page', developmentConfigZhCN, developmentConfigEnUS],
  ])('zh-CN and en-US of %s have the same keys, non-empty, with the same placeholders', (_, zhCatalogue, enCatalogue) => {
    expectMatchingCatalogues(zhCatalogue, enCatalogue);
  });

  test('once registered they are read through the app i18n in both languages, beside the app texts', () => {
    expect(i18n.getFixedT('zh-CN')('development.conditions.met')).toBe('已满足');
    expect(i18n.getFixedT('en-US')('development.review.decided')).toBe('Decision recorded');
    expect(i18n.getFixedT('zh-CN')('routes.developmentReview')).toBe('申报审核');
    expect(i18n.getFixedT('zh-CN')('errors.generic')).toBe('服务器开小差了，请稍后重试');
    const en = i18n.getFixedT('en-US');
    expect(en('developmentConfig.rule.teachingYears', { years: en('developmentConfig.units.years', { count: 5 }) })).toBe(
      'at least 5 years',
    );
    // Counts read in the language's plural forms.
    expect(en('developmentConfig.units.years', { count: 1 })).toBe('1 year');
    expect(en('developmentConfig.units.lastYears', { count: 1 })).toBe('the last year');
    expect(i18n.getFixedT('zh-CN')('developmentConfig.units.lastYears', { count: 5 })).toBe('近 5 年');
  });
});
