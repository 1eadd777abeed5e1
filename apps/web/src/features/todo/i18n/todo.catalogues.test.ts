import type { TodoItem } from '@yanxiu/contract/todo';
import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import './todo.register';
import { itemText } from '../model/todo-text';
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

  test('name an issue of several resources by its first and how many, as the disk pages do (issue 39)', () => {
    const item = (params: TodoItem['params']): TodoItem => ({
      kind: 'disk.acknowledgement',
      id: '4',
      params,
      link: '/disk/received?id=4',
      since: '',
    });
    const en = i18n.getFixedT('en-US');
    const zh = i18n.getFixedT('zh-CN');
    const one = item({ title: '教学计划', sender: '东城区教委' });
    const several = item({ title: '教学计划', sender: '东城区教委', count: 2 });
    expect(itemText(zh, one)).toBe('请确认下发的资源「教学计划」（东城区教委）');
    expect(itemText(zh, several)).toBe('请确认下发的资源「教学计划」等 2 项（东城区教委）');
    expect(itemText(en, one)).toBe('Acknowledge the issued resource “教学计划” (东城区教委)');
    expect(itemText(en, several)).toBe('Acknowledge the issued resources “教学计划” and more (2 items) (东城区教委)');
    // One folder alone: the folder and its file count, never its first file.
    const folder = item({ title: '学期计划', sender: '东城区教委', count: 3, context: 'folder' });
    expect(itemText(zh, folder)).toBe('请确认下发的文件夹「学期计划」（3 个文件，东城区教委）');
    expect(itemText(en, folder)).toBe('Acknowledge the issued folder “学期计划” (3 files, 东城区教委)');
    expect(itemText(en, item({ title: '学期计划', sender: '东城区教委', count: 1, context: 'folder' }))).toBe(
      'Acknowledge the issued folder “学期计划” (1 file, 东城区教委)',
    );
  });
});
