import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { scoringEnUS } from './scoring.en-US';
import { scoringZhCN } from './scoring.zh-CN';
import './scoring.register';
import { leaves, placeholders } from '@/shared/testing/catalogue-leaves';

describe('selection scoring texts', () => {
  test('zh-CN and en-US have the same keys (English adding singulars), non-empty, with the same placeholders', () => {
    const zh = leaves(scoringZhCN);
    const en = new Map(leaves(scoringEnUS));
    expect(zh.map(([path]) => path).sort()).toEqual([...en.keys()].filter((path) => !path.endsWith('_one')).sort());
    for (const path of en.keys()) if (path.endsWith('_one')) expect(en.has(path.replace(/_one$/, '_other'))).toBe(true);
    expect([...zh, ...en].filter(([, value]) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
    expect(zh.filter(([path, text]) => placeholders(text).join() !== placeholders(en.get(path)).join()).map(([path]) => path)).toEqual([]);
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
