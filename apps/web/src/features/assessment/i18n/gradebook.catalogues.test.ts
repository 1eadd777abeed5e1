import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { expectLanguagePunctuation, expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';
import { gradebookEnUS } from './gradebook.en-US';
import { gradebookZhCN } from './gradebook.zh-CN';
import './gradebook.register';

describe('grade book texts', () => {
  test('zh-CN and en-US have the same keys (English adding singulars), non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(gradebookZhCN, gradebookEnUS, { englishSingulars: true });
  });

  test('Chinese texts use full-width punctuation, English texts half-width', () => {
    expectLanguagePunctuation([gradebookZhCN], [gradebookEnUS]);
  });

  test('counts read as each language counts them', () => {
    const en = i18n.getFixedT('en-US');
    const zh = i18n.getFixedT('zh-CN');
    expect(en('assessmentGradebook.book.total', { count: 1 })).toBe('1 teacher');
    expect(en('assessmentGradebook.book.total', { count: 3 })).toBe('3 teachers');
    expect(zh('assessmentGradebook.book.total', { count: 3 })).toBe('共 3 位教师');
  });
});
