import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import './todo.register';
import { todoEnUS } from './todo.en-US';
import { todoZhCN } from './todo.zh-CN';
import { expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';

describe('to-do texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(todoZhCN, todoEnUS);
  });

  test('word an item from its kind and params, and count in both languages', () => {
    const en = i18n.getFixedT('en-US');
    const zh = i18n.getFixedT('zh-CN');
    expect(en('todo.items.backbone.review', { applicant: 'Wang Fang', step: en('todo.steps.school') })).toBe(
      "Wang Fang's backbone teacher application awaits your school review",
    );
    expect(zh('todo.items.backbone.review', { applicant: '王芳', step: zh('todo.steps.school') })).toBe(
      '王芳 的骨干教师认定申请等待学校审核',
    );
    expect([en('todo.total', { count: 1 }), en('todo.total', { count: 3 })]).toEqual(['1 item', '3 items']);
  });
});
