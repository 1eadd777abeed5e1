import { QUESTION_SHEET_COLUMNS } from '@yanxiu/contract/assessment-banks';
import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { expectLanguagePunctuation, expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';
import { assessmentEnUS } from './assessment.en-US';
import { assessmentZhCN } from './assessment.zh-CN';
import { banksEnUS } from './banks.en-US';
import { banksZhCN } from './banks.zh-CN';
import './banks.register';

describe('question bank texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(banksZhCN, banksEnUS);
    expectMatchingCatalogues(assessmentZhCN, assessmentEnUS);
  });

  test('name every column of the import template', () => {
    expect(Object.keys(banksZhCN.import.columns).sort()).toEqual([...QUESTION_SHEET_COLUMNS].sort());
  });

  test('Chinese texts use full-width punctuation, English texts half-width', () => {
    expectLanguagePunctuation([banksZhCN, assessmentZhCN], [banksEnUS, assessmentEnUS]);
  });

  test('are read through the app i18n, with English plurals', () => {
    expect(i18n.getFixedT('en-US')('assessmentBanks.import.problemRows', { count: 1 })).toMatch(/^1 row has problems/);
    expect(i18n.getFixedT('en-US')('assessmentBanks.import.problemRows', { count: 2 })).toMatch(/^2 rows have problems/);
    expect(i18n.getFixedT('en-US')('assessment.questionCount', { count: 1 })).toBe('1 question');
    expect(i18n.getFixedT('zh-CN')('assessment.questionCount', { count: 3 })).toBe('3 道题');
    expect(i18n.getFixedT('zh-CN')('routes.manageAssessmentBanks')).toBe('题库');
    expect(i18n.getFixedT('en-US')('routes.manageAssessmentBanks')).toBe('Question banks');
  });
});
