import { afterAll, describe, expect, test } from 'vitest';
import { i18n, switchLocale } from '@/shared/i18n/i18n';
import { expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';
import { notificationsEnUS } from './notifications.en-US';
import './notifications.register';
import { notificationsZhCN } from './notifications.zh-CN';

describe('notification texts', () => {
  afterAll(() => switchLocale('zh-CN'));

  test('zh-CN and en-US have the same keys (English adding singulars), non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(notificationsZhCN, notificationsEnUS, { foldPlurals: true });
  });

  // The bell words a new issue of several resources as the disk's pages name it (the server sends the count only for several).
  test('a resource issue names the first resource and, for several, how many, in both languages', async () => {
    await switchLocale('zh-CN');
    expect(i18n.t('notifications.kind.resource.issued', { title: '教学计划', count: 2 })).toBe('已向您下发资源：教学计划 等 2 项');
    expect(i18n.t('notifications.kind.resource.issued', { title: '教学计划' })).toBe('已向您下发资源：教学计划');
    await switchLocale('en-US');
    expect(i18n.t('notifications.kind.resource.issued', { title: 'Plan', count: 3 })).toBe(
      'Resources were issued to you: Plan and more (3 items)',
    );
  });
});
