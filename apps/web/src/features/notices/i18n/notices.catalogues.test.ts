import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import './notices.register';
import { noticesEnUS } from './notices.en-US';
import { noticesZhCN } from './notices.zh-CN';
import { expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';

describe('notices texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(noticesZhCN, noticesEnUS);
  });

  test('are read through the app i18n, with English plurals', () => {
    expect(i18n.getFixedT('en-US')('notices.manage.reminded', { count: 1 })).toBe('Reminded 1 person');
    expect(i18n.getFixedT('en-US')('notices.manage.reminded', { count: 3 })).toBe('Reminded 3 people');
    expect(i18n.getFixedT('zh-CN')('routes.manageNotices')).toBe('通知公告管理');
  });
});
