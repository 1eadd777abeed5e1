import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { leaves, placeholders, withoutPlural } from '@/shared/testing/catalogue-leaves';
import { reviewTextsEnUS, reviewTextsZhCN } from './review-texts';

describe('the review pieces texts', () => {
  test('zh-CN and en-US have the same keys (English adding singulars), non-empty, with the same placeholders', () => {
    const zh = leaves(reviewTextsZhCN);
    const en = new Map(leaves(reviewTextsEnUS));
    expect(zh.map(([path]) => path).sort()).toEqual([...en.keys()].filter((path) => !path.endsWith('_one')).sort());
    expect([...en.keys()].filter((path) => path.endsWith('_one') && !en.has(path.replace(/_one$/, '_other')))).toEqual([]);
    expect([...zh, ...en].filter(([, value]) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
    const english = (path: string) => en.get(path) ?? en.get(`${withoutPlural(path)}_other`);
    expect(zh.filter(([path, text]) => placeholders(text).join() !== placeholders(english(path)).join()).map(([path]) => path)).toEqual([]);
  });

  test('once imported they read through the app i18n, counts in each language plural forms', () => {
    expect(i18n.getFixedT('zh-CN')('reviewPieces.decision.reject')).toBe('不通过');
    expect(i18n.getFixedT('en-US')('reviewPieces.batch.decided', { count: 1 })).toBe('1 decided');
    expect(i18n.getFixedT('en-US')('reviewPieces.batch.title', { count: 1 })).toBe('Review 1 application together');
    expect(i18n.getFixedT('en-US')('reviewPieces.batch.title', { count: 3 })).toBe('Review 3 applications together');
    expect(i18n.getFixedT('zh-CN')('reviewPieces.queue.total', { count: 3 })).toBe('共 3 条');
  });
});
