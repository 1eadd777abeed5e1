import { describe, expect, test } from 'vitest';
import { formatYuan } from './format';

describe('formatYuan', () => {
  test('writes yuan as Intl.NumberFormat writes CNY with the narrow symbol, in both languages', () => {
    const values = [0, 1, 5, 99, 100, 12345, 100000, 123456789, -1, -12345, 999999999999];
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' });
      for (const cents of values) expect(formatYuan(cents)).toBe(intl.format(cents / 100));
    }
  });
});
