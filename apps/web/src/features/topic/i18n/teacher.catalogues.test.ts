import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { teacherEnUS } from './teacher.en-US';
import './teacher.register';
import { teacherZhCN } from './teacher.zh-CN';
import { expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';

describe("the teacher's topic texts", () => {
  test('zh-CN and en-US have the same keys (English adding singulars), non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(teacherZhCN, teacherEnUS, { foldPlurals: true });
  });

  test('read through the app i18n in both languages, counts in the language plural forms', () => {
    expect(i18n.getFixedT('zh-CN')('topicTeacher.calls.total', { count: 3 })).toBe('共 3 个指南');
    expect(i18n.getFixedT('en-US')('topicTeacher.calls.total', { count: 1 })).toBe('1 call');
    expect(i18n.getFixedT('en-US')('topicTeacher.apply.unconfirmed', { count: 2, names: 'A and B' })).toContain(
      '2 members have not confirmed yet (A and B)',
    );
  });
});
