import { describe, expect, test } from 'vitest';
import { formatBytes, usedPercent } from './bytes';

describe('byte counts', () => {
  test('read in binary steps with the locale’s digits', () => {
    expect(formatBytes(0, 'zh-CN')).toBe('0 B');
    expect(formatBytes(1536, 'en-US')).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 3, 'zh-CN')).toBe('5 GB');
    expect(formatBytes(123.4 * 1024 ** 2, 'en-US')).toBe('123 MB');
    expect(formatBytes(1234 * 1024 ** 4, 'en-US')).toBe('1,234 TB');
  });

  test('the quota bar’s share never passes 100', () => {
    expect(usedPercent(50, 200)).toBe(25);
    expect(usedPercent(300, 200)).toBe(100);
    expect(usedPercent(1, 0)).toBe(100);
    expect(usedPercent(0, 0)).toBe(0);
  });
});
