import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { teacherEnUS } from './teacher.en-US';
import './teacher.register';
import { teacherZhCN } from './teacher.zh-CN';
import { expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';

describe("the teacher's selection texts", () => {
  test('zh-CN and en-US have the same keys (English adding singulars), non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(teacherZhCN, teacherEnUS, { foldPlurals: true });
  });

  test('read through the app i18n in both languages, counts in the language plural forms', () => {
    expect(i18n.getFixedT('zh-CN')('selectionTeacher.projects.total', { count: 3 })).toBe('共 3 个项目');
    expect(i18n.getFixedT('en-US')('selectionTeacher.projects.total', { count: 1 })).toBe('1 project');
    expect(i18n.getFixedT('en-US')('selectionTeacher.save.retrying', { count: 2 })).toContain('2 changes are not saved');
  });
});
