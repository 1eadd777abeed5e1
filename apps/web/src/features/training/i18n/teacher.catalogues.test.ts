import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import './teacher.register';
import { trainingEnUS } from './teacher.en-US';
import { trainingZhCN } from './teacher.zh-CN';
import { expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';

describe('teacher training texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(trainingZhCN, trainingEnUS);
  });

  test('once registered they are read through the app i18n, beside the route titles', () => {
    expect(i18n.getFixedT('zh-CN')('training.blocker.full')).toBe('名额已满');
    expect(i18n.getFixedT('en-US')('training.card.seatsLeft', { count: 3 })).toBe('3 seats left');
    expect(i18n.getFixedT('zh-CN')('routes.trainingStudioDetail')).toBe('工作室');
    expect(i18n.getFixedT('en-US')('routes.trainingSupermarketDetail')).toBe('Course');
  });
});
