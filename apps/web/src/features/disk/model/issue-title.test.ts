import { afterAll, describe, expect, test } from 'vitest';
import { i18n, switchLocale } from '@/shared/i18n/i18n';
import '../i18n/disk.register';
import { issueTitle } from './issue-title';

// One rule names an issue everywhere: its first resource, and how many when more than one, through the locale.
describe('issueTitle', () => {
  afterAll(() => switchLocale('zh-CN'));

  test('names one resource by its title and several by the first and the count, in both languages', async () => {
    await switchLocale('zh-CN');
    expect(issueTitle(i18n.t, { title: '教学计划', resources: 1 })).toBe('教学计划');
    expect(issueTitle(i18n.t, { title: '教学计划', resources: 2 })).toBe('教学计划 等 2 项');
    await switchLocale('en-US');
    expect(issueTitle(i18n.t, { title: 'Plan', resources: 1 })).toBe('Plan');
    expect(issueTitle(i18n.t, { title: 'Plan', resources: 3 })).toBe('Plan and more (3 items)');
  });
});
