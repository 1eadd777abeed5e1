import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { expectLanguagePunctuation, expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';
import { evaluationsEnUS } from './evaluations.en-US';
import { evaluationsZhCN } from './evaluations.zh-CN';
import './evaluations.register';

describe('evaluation texts', () => {
  test('zh-CN and en-US have the same keys (English adding singulars), non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(evaluationsZhCN, evaluationsEnUS, { englishSingulars: true });
  });

  test('Chinese texts use full-width punctuation, English texts half-width', () => {
    expectLanguagePunctuation([evaluationsZhCN], [evaluationsEnUS]);
  });

  test('counts read as each language counts them', () => {
    const en = i18n.getFixedT('en-US');
    const zh = i18n.getFixedT('zh-CN');
    expect(en('assessmentEvaluations.teacher.missing', { count: 1, positions: '3' })).toBe(
      '1 required question is not answered: question 3.',
    );
    expect(en('assessmentEvaluations.teacher.missing', { count: 2, positions: '1 and 3' })).toBe(
      '2 required questions are not answered: questions 1 and 3.',
    );
    expect(zh('assessmentEvaluations.teacher.missing', { count: 2, positions: '1和3' })).toBe('还有 2 道必答题未作答：第 1和3 题。');
    expect(en('assessmentEvaluations.builder.responses', { count: 1 })).toBe('1 response received');
  });
});
