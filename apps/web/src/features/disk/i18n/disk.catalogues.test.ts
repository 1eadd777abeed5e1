import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import './disk.register';
import { diskEnUS } from './disk.en-US';
import { diskZhCN } from './disk.zh-CN';
import { leaves, placeholders } from '@/shared/testing/catalogue-leaves';

describe('disk texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    const zh = leaves(diskZhCN);
    const en = new Map(leaves(diskEnUS));
    expect(zh.map(([path]) => path).sort()).toEqual([...en.keys()].sort());
    expect([...zh, ...en].filter(([, value]) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
    expect(zh.filter(([path, text]) => placeholders(text).join() !== placeholders(en.get(path)).join()).map(([path]) => path)).toEqual([]);
  });

  test('are read through the app i18n, with English plurals', () => {
    expect(i18n.getFixedT('en-US')('disk.index.moved', { count: 1 })).toBe('Moved 1 item');
    expect(i18n.getFixedT('en-US')('disk.index.moved', { count: 3 })).toBe('Moved 3 items');
    expect(i18n.getFixedT('zh-CN')('disk.issue.done', { count: 2 })).toBe('已下发给 2 人');
    expect(i18n.getFixedT('zh-CN')('routes.diskReceived')).toBe('上级下发的资源');
  });
});
