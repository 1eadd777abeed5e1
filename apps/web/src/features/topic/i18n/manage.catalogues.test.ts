import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { manageEnUS } from './manage.en-US';
import { manageZhCN } from './manage.zh-CN';
import './manage.register';
import { expectMatchingCatalogues, leaves } from '@/shared/testing/catalogue-leaves';

describe('topic staff texts', () => {
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
    expect(en('topicManage.panel.chooseHelp', { count: 1 })).toBe('Choose 1 expert; neither the host nor a member may be one.');
    expect(en('topicManage.overview.overdueCount', { count: 3 })).toBe('3 topics are overdue');
    expect(i18n.getFixedT('zh-CN')('topicManage.overview.overdueCount', { count: 1 })).toBe('1 项课题已逾期');
  });
});
