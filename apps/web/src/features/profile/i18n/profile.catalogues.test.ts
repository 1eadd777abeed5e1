import { PROFILE_KIND_CODES } from '@yanxiu/contract/profile';
import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { profileEnUS } from './profile.en-US';
import { profileZhCN } from './profile.zh-CN';
import './profile.register';
import { expectMatchingCatalogues, leaves } from '@/shared/testing/catalogue-leaves';

describe('profile texts', () => {
  test('zh-CN and en-US have the same keys (English adding singulars), non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(profileZhCN, profileEnUS, { englishSingulars: true });
    const en = new Map(leaves(profileEnUS));
    for (const path of en.keys()) if (path.endsWith('_other')) expect(en.has(path.replace(/_other$/, '_one'))).toBe(true);
  });

  test('every kind says what to add and what its date is, in both languages', () => {
    expect(Object.keys(profileZhCN.hints).sort()).toEqual([...PROFILE_KIND_CODES].sort());
    expect(Object.keys(profileZhCN.dateHints).sort()).toEqual([...PROFILE_KIND_CODES].sort());
  });

  test('Chinese texts use full-width punctuation, English texts half-width', () => {
    // Web addresses and the forms of numbers (ISSN, CN, patent) are written as they are.
    const clean = (text: unknown) =>
      String(text)
        .replace(/\{\{\s*\w+\s*\}\}/g, '')
        .replace(/https?:\/\//g, '')
        .replace(/\.(docx|xlsx)/g, '')
        .replace(/\d\.\d/g, '')
        .replace(/ZL [\d .]+/g, '');
    expect(
      leaves(profileZhCN)
        .filter(([, text]) => /[,;:?!]/.test(clean(text)))
        .map(([path]) => path),
    ).toEqual([]);
    expect(
      leaves(profileEnUS)
        .filter(([, text]) => /[，；：？！。（）、]/.test(String(text)))
        .map(([path]) => path),
    ).toEqual([]);
  });

  test('counts read as each language counts them', () => {
    expect(i18n.getFixedT('en-US')('profile.common.records', { count: 1 })).toBe('1 record');
    expect(i18n.getFixedT('en-US')('profile.common.records', { count: 3 })).toBe('3 records');
    expect(i18n.getFixedT('zh-CN')('profile.common.records', { count: 1 })).toBe('1 条');
    expect(i18n.getFixedT('zh-CN')('profile.queue.verified', { count: 2 })).toBe('已通过 2 条记录');
  });
});
