import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import './exports.register';
import { privacyExportsEnUS } from './exports.en-US';
import { privacyExportsZhCN } from './exports.zh-CN';
import { expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';

describe('personal-data copy texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(privacyExportsZhCN, privacyExportsEnUS);
  });

  test('are read through the app i18n, with English plurals', () => {
    expect(i18n.getFixedT('en-US')('privacyExports.manage.total', { count: 1 })).toBe('1 request');
    expect(i18n.getFixedT('en-US')('privacyExports.manage.total', { count: 4 })).toBe('4 requests');
    expect(i18n.getFixedT('zh-CN')('privacyExports.manage.total', { count: 4 })).toBe('共 4 条申请');
  });
});
