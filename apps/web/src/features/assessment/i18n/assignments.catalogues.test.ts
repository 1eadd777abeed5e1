import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { expectLanguagePunctuation, expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';
import { assignmentsEnUS } from './assignments.en-US';
import { assignmentsZhCN } from './assignments.zh-CN';
import './assignments.register';

describe('assignment texts', () => {
  test('zh-CN and en-US have the same keys (English adding singulars), non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(assignmentsZhCN, assignmentsEnUS, { englishSingulars: true });
  });

  test('Chinese texts use full-width punctuation, English texts half-width', () => {
    expectLanguagePunctuation([assignmentsZhCN], [assignmentsEnUS]);
  });

  test('counts read as each language counts them', () => {
    const en = i18n.getFixedT('en-US');
    const zh = i18n.getFixedT('zh-CN');
    expect(en('assessmentAssignments.teacher.resubmissionsLeft', { count: 1 })).toBe('1 resubmission left');
    expect(en('assessmentAssignments.teacher.resubmissionsLeft', { count: 2 })).toBe('2 resubmissions left');
    expect(en('assessmentAssignments.submissions.total', { count: 1 })).toBe('1 teacher');
    expect(zh('assessmentAssignments.peer.intro', { count: 2 })).toBe('提交作业后，可以领取同学的作业进行互评，每份作业由 2 位同学互评。');
  });
});
