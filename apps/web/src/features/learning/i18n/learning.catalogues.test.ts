import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { learningHoursEnUS } from './learning.en-US';
import { learningHoursZhCN } from './learning.zh-CN';
import './learning.register';
import { expectMatchingCatalogues, leaves } from '@/shared/testing/catalogue-leaves';

describe('learning-hours texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(learningHoursZhCN, learningHoursEnUS);
  });

  test('Chinese texts use full-width punctuation, English texts half-width', () => {
    expect(
      leaves(learningHoursZhCN)
        .filter(([, text]) =>
          /[,;:?!]|\.(?!xlsx)/.test(
            String(text)
              .replace(/\{\{\s*\w+\s*\}\}/g, '')
              .replace(/\d\.\d/g, ''),
          ),
        )
        .map(([path]) => path),
    ).toEqual([]);
    expect(
      leaves(learningHoursEnUS)
        .filter(([, text]) => /[，；：？！。（）]/.test(String(text)))
        .map(([path]) => path),
    ).toEqual([]);
  });

  test('once registered they are read beside the route titles of the new pages', () => {
    expect(i18n.getFixedT('zh-CN')('learningHours.sources.declared')).toBe('申报学时');
    expect(i18n.getFixedT('en-US')('learningHours.common.total', { count: 3 })).toBe('3 in all');
    expect(i18n.getFixedT('zh-CN')('routes.manageLearningHours')).toBe('学时达标情况');
    expect(i18n.getFixedT('en-US')('routes.manageDeclarations')).toBe('Declared hours review');
  });
});
