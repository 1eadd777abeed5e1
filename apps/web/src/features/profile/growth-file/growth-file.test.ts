import { GROWTH_FILE_SECTIONS } from '@yanxiu/contract/profile-growth-file';
import { describe, expect, test } from 'vitest';
import { PROFILE_PAGES } from '../model/profile-pages';
import { backboneEnUS } from '../backbone/i18n/backbone.en-US';
import { backboneZhCN } from '../backbone/i18n/backbone.zh-CN';
import { growthFileEnUS } from './i18n/growth-file.en-US';
import { growthFileZhCN } from './i18n/growth-file.zh-CN';
import { leaves, placeholders } from '@/shared/testing/catalogue-leaves';

describe('the growth file', () => {
  test('groups the kinds as the personal pages do, page for page', () => {
    const pages = Object.entries(PROFILE_PAGES.personal).map(([page, spec]) => [page, [...spec.kinds]]);
    expect(GROWTH_FILE_SECTIONS.map((section) => [section.page, [...section.kinds]])).toEqual(pages);
  });
});

describe.each([
  ['backbone', backboneZhCN, backboneEnUS],
  ['growthFile', growthFileZhCN, growthFileEnUS],
])('the %s texts', (_, zh, en) => {
  test('have the same keys in zh-CN and en-US (English adding singulars), non-empty, with the same placeholders', () => {
    const chinese = leaves(zh);
    const english = new Map(leaves(en));
    expect(chinese.map(([path]) => path).sort()).toEqual([...english.keys()].filter((path) => !path.endsWith('_one')).sort());
    for (const path of english.keys()) if (path.endsWith('_one')) expect(english.has(path.replace(/_one$/, '_other'))).toBe(true);
    expect([...chinese, ...english].filter(([, value]) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
    expect(
      chinese.filter(([path, text]) => placeholders(text).join() !== placeholders(english.get(path)).join()).map(([path]) => path),
    ).toEqual([]);
  });

  test('use full-width punctuation in Chinese and half-width in English', () => {
    const clean = (text: unknown) => String(text).replace(/\{\{\s*\w+\s*\}\}/g, '');
    expect(
      leaves(zh)
        .filter(([, text]) => /[,;:?!]/.test(clean(text)))
        .map(([path]) => path),
    ).toEqual([]);
    expect(
      leaves(en)
        .filter(([, text]) => /[，；：？！。（）、]/.test(String(text)))
        .map(([path]) => path),
    ).toEqual([]);
  });
});
