import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import './teacher.register';
import './discussion.register';
import { discussionEnUS } from './discussion.en-US';
import { discussionZhCN } from './discussion.zh-CN';
import { expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';

describe('course discussion texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(discussionZhCN, discussionEnUS);
  });

  test('they join the teacher pages’ texts without replacing them, with plural forms', () => {
    expect(i18n.getFixedT('en-US')('training.discussion.answers', { count: 1 })).toBe('1 answer');
    expect(i18n.getFixedT('en-US')('training.discussion.answers', { count: 2 })).toBe('2 answers');
    expect(i18n.getFixedT('zh-CN')('training.discussion.rating.count', { count: 3 })).toBe('3 人评价');
    expect(i18n.getFixedT('zh-CN')('training.blocker.full')).toBe('名额已满');
  });
});
