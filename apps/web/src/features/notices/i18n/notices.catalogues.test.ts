import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import './notices.register';
import { noticesEnUS } from './notices.en-US';
import { noticesZhCN } from './notices.zh-CN';
import { leaves, placeholders } from '@/shared/testing/catalogue-leaves';

describe('notices texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    const zh = leaves(noticesZhCN);
    const en = new Map(leaves(noticesEnUS));
    expect(zh.map(([path]) => path).sort()).toEqual([...en.keys()].sort());
    expect([...zh, ...en].filter(([, value]) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
    expect(zh.filter(([path, text]) => placeholders(text).join() !== placeholders(en.get(path)).join()).map(([path]) => path)).toEqual([]);
  });

  test('are read through the app i18n, with English plurals', () => {
    expect(i18n.getFixedT('en-US')('notices.manage.reminded', { count: 1 })).toBe('Reminded 1 person');
    expect(i18n.getFixedT('en-US')('notices.manage.reminded', { count: 3 })).toBe('Reminded 3 people');
    expect(i18n.getFixedT('zh-CN')('routes.manageNotices')).toBe('通知公告管理');
  });
});
