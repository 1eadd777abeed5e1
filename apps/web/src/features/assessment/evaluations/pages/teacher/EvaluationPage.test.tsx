import { ApiPaths } from '@yanxiu/contract/paths';
import { ErrorCodes } from '@yanxiu/contract/errors';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { restoreWidth, widthOf } from '@/shared/testing/window-width';
import { teacherEvaluation } from '../../testing/evaluation-fixtures';
import EvaluationPage from './EvaluationPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  restoreWidth();
});

const UNIT_PATTERN = '/training/evaluation/unit/:unitId';
const show = (element: ReactNode, path = '/training/evaluation/unit/12') =>
  renderAt(UNIT_PATTERN, <ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>, path);

describe("the teacher's questionnaire", () => {
  test('says it is anonymous before the questions; a submit missing required answers names them and sends nothing; then answered, thanks', async () => {
    await signInWith(['teacher']);
    let responded = false;
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentEvaluationOfUnit) return teacherEvaluation(responded ? { responded, blocker: 'responded' } : {});
      if (call.path === ApiPaths.assessmentRespondEvaluation) {
        responded = true;
        return teacherEvaluation({ responded, blocker: 'responded' });
      }
      return undefined;
    });
    const view = show(<EvaluationPage />);
    // The programme page's read, cached when the teacher came from it.
    view.client.setQueryData(['training', 'programme', 3], { id: 3 });
    const notice = await screen.findByTestId('evaluation-anonymity');
    expect(notice.textContent).toContain('您的答案无法与您本人关联，包括管理员在内的任何人都看不到答卷出自谁');
    // The notice comes before the first question.
    expect(notice.compareDocumentPosition(screen.getByTestId('answer-0')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.of(ApiPaths.assessmentEvaluationOfUnit)[0]!.query.get('unitId')).toBe('12');

    fireEvent.click(screen.getByTestId('evaluation-submit'));
    expect((await screen.findByTestId('answers-missing')).textContent).toBe('还有 2 道必答题未作答：第 1和2 题。');
    expect(api.of(ApiPaths.assessmentRespondEvaluation)).toHaveLength(0);

    // The rating is a radio group named by its question; each end's point says what it means.
    const scale = screen.getByRole('radiogroup', { name: /总体满意度（1 至 5 分）/ });
    expect(within(scale).getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(within(scale).getByRole('radio', { name: '5 分：非常满意' }));
    await waitFor(() => expect(screen.getByTestId('answers-missing').textContent).toBe('还有 1 道必答题未作答：第 2 题。'));
    fireEvent.click(screen.getByRole('checkbox', { name: '分组研讨' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '专题讲座' }));
    const text = screen.getByRole('textbox', { name: /意见和建议/ });
    fireEvent.change(text, { target: { value: '多一些案例' } });
    expect(screen.getByText('已输入 5 / 200 字')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('answers-missing')).toBeNull());

    fireEvent.click(screen.getByTestId('evaluation-submit'));
    expect((await screen.findByTestId('evaluation-thanks')).textContent).toContain('问卷已提交，本单元已完成。');
    // The unit is completed: the programme page reads its units again when the teacher goes back to it.
    expect(view.client.getQueryState(['training', 'programme', 3])!.isInvalidated).toBe(true);
    expect(api.of(ApiPaths.assessmentRespondEvaluation)[0]!.body).toEqual({
      evaluationId: 9,
      answers: [
        { kind: 'rating', value: 5 },
        { kind: 'multiple', options: [0, 1] },
        { kind: 'text', text: '多一些案例' },
      ],
    });
  }, 60_000);

  test('a named questionnaire says so; outside its window the teacher reads why, in English too', async () => {
    await signInWith(['teacher']);
    fakeApi((call) =>
      call.path === ApiPaths.assessmentEvaluationOfUnit ? teacherEvaluation({ anonymous: false, blocker: 'closed' }) : undefined,
    );
    await changeLocale('en-US');
    show(<EvaluationPage />);
    expect((await screen.findByTestId('evaluation-anonymity')).textContent).toContain('administrators see your name');
    expect(screen.getByTestId('evaluation-blocker').textContent).toBe('This questionnaire has closed.');
    expect(screen.queryByTestId('evaluation-submit')).toBeNull();
    await changeLocale('zh-CN');
  }, 60_000);

  test('an answer refused (already answered) is said; loading, not-found and a phone-wide page', async () => {
    const shown = await signInWith(['teacher']);
    widthOf(375);
    let answer: unknown = teacherEvaluation();
    fakeApi((call) => {
      if (call.path === ApiPaths.assessmentEvaluationOfUnit) return answer;
      if (call.path === ApiPaths.assessmentRespondEvaluation)
        return refusal(409, ErrorCodes.ASSESSMENT_ALREADY_RESPONDED.code, ErrorCodes.ASSESSMENT_ALREADY_RESPONDED.message['zh-CN']);
      return undefined;
    });
    const view = show(<EvaluationPage />);
    expect(screen.getByTestId('evaluation-loading')).toBeTruthy();
    await screen.findByTestId('questionnaire-form');
    fireEvent.click(screen.getByRole('radio', { name: '3 分' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '课堂观摩' }));
    fireEvent.click(screen.getByTestId('evaluation-submit'));
    await waitFor(() => expect(shown).toEqual([{ kind: 'error', text: '您已提交过该问卷' }]));
    view.unmount();

    answer = refusal(404, 1004, '未找到');
    show(<EvaluationPage />, '/training/evaluation/unit/13');
    expect(await screen.findByText('问卷不存在或尚未发布')).toBeTruthy();
  }, 60_000);
});
