import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import './disk.register';
import { diskEnUS } from './disk.en-US';
import { diskZhCN } from './disk.zh-CN';
import { expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';

describe('disk texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(diskZhCN, diskEnUS);
  });

  test('are read through the app i18n, with English plurals', () => {
    expect(i18n.getFixedT('en-US')('disk.index.moved', { count: 1 })).toBe('Moved 1 item');
    expect(i18n.getFixedT('en-US')('disk.index.moved', { count: 3 })).toBe('Moved 3 items');
    expect(i18n.getFixedT('zh-CN')('disk.issue.done', { count: 2 })).toBe('已下发给 2 人');
    expect(i18n.getFixedT('zh-CN')('routes.diskReceived')).toBe('上级下发的资源');
  });
});
