import { afterAll, describe, expect, test } from 'vitest';
import { i18n, switchLocale } from '@/shared/i18n/i18n';
import '../i18n/disk.register';
import { issueTitle } from './issue-title';

// One rule names an issue everywhere, through the locale: one folder by the folder and its file count; anything else by
// its first resource, and how many when more than one.
describe('issueTitle', () => {
  afterAll(() => switchLocale('zh-CN'));

  test('names one resource by its title and several by the first and the count, in both languages', async () => {
    await switchLocale('zh-CN');
    expect(issueTitle(i18n.t, { title: '教学计划', folderTitle: false, resources: 1 })).toBe('教学计划');
    expect(issueTitle(i18n.t, { title: '教学计划', folderTitle: false, resources: 2 })).toBe('教学计划 等 2 项');
    await switchLocale('en-US');
    expect(issueTitle(i18n.t, { title: 'Plan', folderTitle: false, resources: 1 })).toBe('Plan');
    expect(issueTitle(i18n.t, { title: 'Plan', folderTitle: false, resources: 3 })).toBe('Plan and more (3 items)');
  });

  test('names one folder by the folder and its file count, with the plural in English', async () => {
    await switchLocale('zh-CN');
    expect(issueTitle(i18n.t, { title: '学期计划', folderTitle: true, resources: 3 })).toBe('学期计划（3 个文件）');
    await switchLocale('en-US');
    expect(issueTitle(i18n.t, { title: 'Term plans', folderTitle: true, resources: 1 })).toBe('Term plans (1 file)');
    expect(issueTitle(i18n.t, { title: 'Term plans', folderTitle: true, resources: 3 })).toBe('Term plans (3 files)');
  });
});
