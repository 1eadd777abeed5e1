import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { scoringEnUS } from './scoring.en-US';
import { scoringZhCN } from './scoring.zh-CN';
import './scoring.register';
import { expectMatchingCatalogues, leaves } from '@/shared/testing/catalogue-leaves';

describe('selection scoring texts', () => {
  test('zh-CN and en-US have the same keys (English adding singulars), non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(scoringZhCN, scoringEnUS, { englishSingulars: true });
  });

  test('Chinese texts use full-width punctuation, English texts half-width', () => {
    expect(
      leaves(scoringZhCN)
        .filter(([, text]) => /[,;:?!()]/.test(String(text).replace(/\.(xlsx|pdf)$/, '')))
        .map(([path]) => path),
    ).toEqual([]);
    expect(
      leaves(scoringEnUS)
        .filter(([, text]) => /[，；：？！。（）、]/.test(String(text)))
        .map(([path]) => path),
    ).toEqual([]);
  });

  test('counts read as each language counts them', () => {
    expect(i18n.getFixedT('en-US')('selectionScoring.common.applications', { count: 1 })).toBe('1 application');
    expect(i18n.getFixedT('en-US')('selectionScoring.common.applications', { count: 3 })).toBe('3 applications');
    expect(i18n.getFixedT('zh-CN')('selectionScoring.manage.certificatesIssued', { count: 2 })).toBe('已颁发 2 张证书');
  });
});
