import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import './erasure.register';
import { privacyErasureEnUS } from './erasure.en-US';
import { privacyErasureZhCN } from './erasure.zh-CN';
import { expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';

describe('erasure, notice and retention texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(privacyErasureZhCN, privacyErasureEnUS);
  });

  test('are read through the app i18n, with English plurals', () => {
    expect(i18n.getFixedT('en-US')('privacyErasure.queue.total', { count: 1 })).toBe('1 request');
    expect(i18n.getFixedT('en-US')('privacyErasure.queue.total', { count: 3 })).toBe('3 requests');
    expect(i18n.getFixedT('zh-CN')('privacyErasure.status.erased')).toBe('已注销');
  });
});
