import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';
import './xapi.register';
import { xapiEnUS } from './xapi.en-US';
import { xapiZhCN } from './xapi.zh-CN';

describe('learning record (xAPI) settings texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(xapiZhCN, xapiEnUS);
  });

  test('are read through the app i18n, with English plurals', () => {
    expect(i18n.getFixedT('en-US')('xapi.statements', { count: 1 })).toBe('1 statement');
    expect(i18n.getFixedT('en-US')('xapi.statements', { count: 7 })).toBe('7 statements');
    expect(i18n.getFixedT('zh-CN')('xapi.statements', { count: 7 })).toBe('7 条');
  });
});
