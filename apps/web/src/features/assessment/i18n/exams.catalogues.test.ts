import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { expectLanguagePunctuation, expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';
import { examsEnUS } from './exams.en-US';
import { examsZhCN } from './exams.zh-CN';
import './exams.register';

describe('exam texts', () => {
  test('zh-CN and en-US have the same keys (English adding singulars), non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(examsZhCN, examsEnUS, { englishSingulars: true });
  });

  test('Chinese texts use full-width punctuation, English texts half-width', () => {
    expectLanguagePunctuation([examsZhCN], [examsEnUS]);
  });

  test('counts read as each language counts them', () => {
    const en = i18n.getFixedT('en-US');
    const zh = i18n.getFixedT('zh-CN');
    expect(en('assessmentExams.attempt.unansweredList', { count: 1, positions: '3' })).toBe('1 question is not answered: question 3.');
    expect(en('assessmentExams.attempt.minutesLeft', { count: 5 })).toBe('About 5 minutes left');
    expect(zh('assessmentExams.attempt.unansweredList', { count: 2, positions: '2、5' })).toBe('还有 2 道题未作答：第 2、5 题。');
    expect(en('assessmentExams.result.pendingCount', { count: 1 })).toBe('1 short answer awaits grading; the final result follows.');
  });
});
