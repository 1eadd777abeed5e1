import { describe, expect, test } from 'vitest';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';
import { leaves, placeholders } from '@/shared/testing/catalogue-leaves';

const catalogues = { 'zh-CN': zhCN, 'en-US': enUS };
const keyPaths = (catalogue: object) =>
  leaves(catalogue)
    .map(([path]) => path)
    .sort();

describe('interface texts', () => {
  test('zh-CN and en-US have exactly the same keys', () => {
    const zh = keyPaths(zhCN);
    const en = keyPaths(enUS);
    expect(zh.length).toBeGreaterThan(0);
    expect(en.filter((path) => !zh.includes(path))).toEqual([]);
    expect(zh.filter((path) => !en.includes(path))).toEqual([]);
  });

  test.each(Object.entries(catalogues))('every %s text is a non-empty string', (_, catalogue) => {
    const bad = leaves(catalogue).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad).toEqual([]);
  });

  test('both languages use the same {{placeholders}} in each text', () => {
    const en = new Map(leaves(enUS));
    const mismatched = leaves(zhCN)
      .filter(([path, zh]) => placeholders(zh).join() !== placeholders(en.get(path)).join())
      .map(([path]) => path);
    expect(mismatched).toEqual([]);
  });

  test('the spec 8 messages read as the spec says', () => {
    expect(zhCN.errors.generic).toBe('服务器开小差了，请稍后重试');
    expect(enUS.errors.generic).toMatch(/server is having a small problem, please retry later/i);
    expect(enUS.errors.loginExpired).toMatch(/login expired, please log in again/i);
    expect(enUS.errors.idleLogout).toMatch(/long time without operation, please log in again/i);
  });
});
