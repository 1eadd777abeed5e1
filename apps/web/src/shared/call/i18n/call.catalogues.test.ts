import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { expectMatchingCatalogues, leaves } from '@/shared/testing/catalogue-leaves';
import { callEnUS } from './call.en-US';
import { callZhCN } from './call.zh-CN';
import './call.register';

describe('shared call texts', () => {
  test('zh-CN and en-US have the same keys, none empty, with the same placeholders', () => {
    expectMatchingCatalogues(callZhCN, callEnUS);
  });

  test('Chinese texts use full-width punctuation, English texts half-width', () => {
    expect(leaves(callZhCN).filter(([, text]) => /[,;:?!()]/.test(String(text)))).toEqual([]);
    expect(leaves(callEnUS).filter(([, text]) => /[，；：？！。（）、“”]/.test(String(text)))).toEqual([]);
  });

  test('registered under `call` in both languages', () => {
    expect(i18n.getFixedT('zh-CN')('call.editor.refused', { problem: '结束时间' })).toBe('还不能保存：结束时间');
    expect(i18n.getFixedT('en-US')('call.range', { start: 'a', end: 'b' })).toBe('a to b');
  });
});
