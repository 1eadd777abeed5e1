import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { manageEnUS } from './manage.en-US';
import { manageZhCN } from './manage.zh-CN';
import './manage.register';
import { expectMatchingCatalogues, leaves } from '@/shared/testing/catalogue-leaves';

describe('selection staff texts', () => {
  test('zh-CN and en-US have the same keys (English adding singulars), non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(manageZhCN, manageEnUS, { englishSingulars: true });
  });

  test('Chinese texts use full-width punctuation, English texts half-width', () => {
    expect(
      leaves(manageZhCN)
        .filter(([, text]) => /[,;:?!()]/.test(String(text)))
        .map(([path]) => path),
    ).toEqual([]);
    expect(
      leaves(manageEnUS)
        .filter(([, text]) => /[，；：？！。（）、“”]/.test(String(text)))
        .map(([path]) => path),
    ).toEqual([]);
  });

  test('counts read as each language counts them', () => {
    const en = i18n.getFixedT('en-US');
    expect(en('selectionManage.quota.left', { count: 1 })).toBe('1 place left');
    expect(en('selectionManage.quota.used', { name: "School's places", used: 2, count: 3 })).toBe(
      "School's places: 2 recommended of 3 places",
    );
    expect(en('selectionManage.items.points', { count: 1 })).toBe('1 point');
    expect(i18n.getFixedT('zh-CN')('selectionManage.list.total', { count: 2 })).toBe('共 2 个评选');
  });
});
