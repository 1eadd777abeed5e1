import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { trainingManageEnUS } from './manage.en-US';
import { trainingManageZhCN } from './manage.zh-CN';
import './manage.register';
import { expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';

describe('training staff texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(trainingManageZhCN, trainingManageEnUS);
  });

  test('once registered they are read through the app i18n beside the app texts and route titles', () => {
    expect(i18n.getFixedT('zh-CN')('trainingManage.enrolments.approve')).toBe('通过');
    expect(i18n.getFixedT('en-US')('trainingManage.common.total', { count: 3 })).toBe('3 in all');
    expect(i18n.getFixedT('zh-CN')('routes.manageOrders')).toBe('订单管理');
    expect(i18n.getFixedT('en-US')('nav.manage')).toBe('Administration');
  });
});
