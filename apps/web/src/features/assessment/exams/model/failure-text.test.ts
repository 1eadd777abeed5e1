import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { RequestError } from '@/shared/request/request';
import '../../i18n/exams.register';
import { ruleIssues } from './exam-form';
import { failureText, issuesOf } from './failure-text';

const refusal = (msg: string, issues: Array<{ path: string; message: string }>) =>
  new RequestError(msg, 422, { code: 4966, status: 4966, msg, data: { issues } });

describe("a refusal's words", () => {
  test('a short rule is said once and its rule found by its path', () => {
    const t = i18n.getFixedT('zh-CN');
    const short = refusal('第 2 条组卷规则需要 50 道题，题库中符合条件的只有 4 道', [
      { path: 'body.paper.rules.1', message: '第 2 条组卷规则需要 50 道题，题库中符合条件的只有 4 道' },
    ]);
    expect(failureText(t, short)).toBe('第 2 条组卷规则需要 50 道题，题库中符合条件的只有 4 道');
    expect([...ruleIssues(issuesOf(short))]).toEqual([[1, '第 2 条组卷规则需要 50 道题，题库中符合条件的只有 4 道']]);
  });

  test('other issues follow the message; a failure without words is the general one', () => {
    const t = i18n.getFixedT('zh-CN');
    expect(failureText(t, refusal('参数错误', [{ path: 'body.title', message: '不能为空' }]))).toBe('参数错误：不能为空');
    expect(failureText(t, new Error('boom'))).toBe('操作失败，请稍后重试');
  });
});
