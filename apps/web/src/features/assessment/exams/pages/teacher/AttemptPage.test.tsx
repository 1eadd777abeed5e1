import { ApiPaths } from '@yanxiu/contract/paths';
import { ErrorCodes } from '@yanxiu/contract/errors';
import { focusManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import AttemptPage from './AttemptPage';
import { openAttempt, SERVER_NOW } from './teacher.fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SAVE_2 = '/assessment/attempts/41/answers/2';
const savedAnswer = (position: number) => ({ position, savedAt: SERVER_NOW, deadline: openAttempt().deadline, serverNow: SERVER_NOW });

function show() {
  return renderAt(
    '/training/exam/attempt/:attemptId',
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AttemptPage />
    </ConfigProvider>,
    '/training/exam/attempt/41',
  );
}

describe('sitting an exam', () => {
  test('opens at the first unanswered question with the saved answers marked; an answer is saved as given, a failed save shown and retried', async () => {
    await signInWith(['teacher']);
    let saves = 0;
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentAttempt) return openAttempt();
      if (call.path === SAVE_2) return (saves += 1) === 1 ? refusal(500, 5000, '服务器错误') : savedAnswer(2);
      return undefined;
    });
    show();
    expect(await screen.findByTestId('question-2')).toBeTruthy();
    expect(screen.getByTestId('nav-1').getAttribute('data-answered')).toBe('true');
    expect(screen.getByTestId('nav-2').getAttribute('data-answered')).toBe('false');
    expect(screen.getByTestId('nav-2').getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('button', { name: '第 1 题，已作答' })).toBeTruthy();

    fireEvent.change(screen.getByTestId('blank-2-0'), { target: { value: '北京' } });
    // The first save fails: the page says so, keeps the answer and offers a retry (it would also retry by itself).
    await waitFor(() => expect(screen.getByTestId('answer-save-state').getAttribute('data-status')).toBe('failed'));
    expect(screen.getByRole('button', { name: '第 2 题，答案未保存' })).toBeTruthy();
    expect((screen.getByTestId('blank-2-0') as HTMLInputElement).value).toBe('北京');
    // Leaving now asks the browser to confirm; once saved it does not.
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leaving()).toBe(true);
    fireEvent.click(screen.getByTestId('answer-retry'));
    await waitFor(() => expect(screen.getByTestId('answer-save-state').getAttribute('data-status')).toBe('saved'));
    expect(leaving()).toBe(false);
    const puts = api.of(SAVE_2);
    expect(puts).toHaveLength(2);
    expect(puts.map((call) => call.method)).toEqual(['PUT', 'PUT']);
    expect(puts[1]!.body).toEqual({ answer: { kind: 'fill_blank', blanks: ['北京'] } });
    expect(screen.getByTestId('nav-2').getAttribute('data-answered')).toBe('true');

    // A choice is saved at once, by its key whatever the order shown (C, A, B: the second shown is A).
    fireEvent.click(screen.getByTestId('nav-1'));
    // The move lands on the question's heading, so a keyboard or screen-reader user hears which question this is.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('第 1 题 / 共 3 题'));
    fireEvent.click(await screen.findByTestId('option-1-2'));
    await waitFor(() => expect(api.of('/assessment/attempts/41/answers/1')).toHaveLength(1));
    expect(api.of('/assessment/attempts/41/answers/1')[0]!.body).toEqual({ answer: { kind: 'single', choice: 'B' } });
  }, 60_000);

  test("coming back to the page takes answers another tab saved since, never over this page's own unsaved answer", async () => {
    await signInWith(['teacher']);
    const later = new Date(Date.parse(SERVER_NOW) + 60_000).toISOString();
    let reads = 0;
    fakeApi((call) => {
      if (call.path !== ApiPaths.assessmentAttempt) return undefined;
      reads += 1;
      if (reads === 1) return openAttempt();
      // Another tab answered the blank and the short answer, and changed the choice.
      const [first, second, third] = openAttempt().questions;
      return openAttempt({
        questions: [
          { ...first!, answer: { kind: 'single', choice: 'C' }, savedAt: later },
          { ...second!, answer: { kind: 'fill_blank', blanks: ['北京'] }, savedAt: later },
          { ...third!, answer: { kind: 'short_answer', text: '另一个标签页写的' }, savedAt: later },
        ],
      });
    });
    show();
    // This page is typing the short answer (not saved yet) when the teacher switches tabs and back.
    fireEvent.click(await screen.findByTestId('nav-3'));
    fireEvent.change(await screen.findByTestId('text-3'), { target: { value: '这个标签页正在写' } });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() => expect(screen.getByTestId('nav-2').getAttribute('data-answered')).toBe('true'));
    expect((screen.getByTestId('text-3') as HTMLTextAreaElement).value).toBe('这个标签页正在写');
    fireEvent.click(screen.getByTestId('nav-2'));
    expect(((await screen.findByTestId('blank-2-0')) as HTMLInputElement).value).toBe('北京');
    act(() => focusManager.setFocused(undefined));
  }, 60_000);

  test("counts down from the server's deadline and time, not the browser's clock, and tells screen readers in minutes", async () => {
    await signInWith(['teacher']);
    fakeApi((call) => (call.path === ApiPaths.assessmentAttempt ? openAttempt() : undefined));
    show();
    const timer = await screen.findByTestId('time-left');
    // The server's clock says 30 minutes are left, though its date is years before the browser's.
    expect(timer.textContent).toMatch(/剩余时间 (30:00|29:5\d)/);
    expect(screen.getByTestId('time-announcement').textContent).toBe('剩余时间约 30 分钟');
    expect(screen.getByTestId('time-announcement').getAttribute('aria-live')).toBe('polite');
  }, 60_000);

  test('when the time runs out the page reads the attempt again and shows it submitted by the server', async () => {
    await signInWith(['teacher']);
    let reads = 0;
    fakeApi((call) => {
      if (call.path !== ApiPaths.assessmentAttempt) return undefined;
      reads += 1;
      return reads === 1
        ? openAttempt({ deadline: SERVER_NOW })
        : openAttempt({ status: 'graded', deadline: SERVER_NOW, submittedAt: SERVER_NOW });
    });
    show();
    const submitted = await screen.findByTestId('attempt-submitted');
    expect(submitted.getAttribute('data-by')).toBe('deadline');
    expect(within(submitted).getByText('作答时间已到，系统已自动交卷')).toBeTruthy();
    expect(within(submitted).getByTestId('open-result').getAttribute('href')).toBe('/training/exam/result/41');
  }, 60_000);

  test('an answer the server refuses as too late shows the submitted state, not a lost answer', async () => {
    await signInWith(['teacher']);
    let closed = false;
    fakeApi((call) => {
      if (call.path === ApiPaths.assessmentAttempt)
        return closed ? openAttempt({ status: 'grading', submittedAt: SERVER_NOW }) : openAttempt();
      if (call.path === '/assessment/attempts/41/answers/3') {
        closed = true;
        return refusal(409, ErrorCodes.ASSESSMENT_ATTEMPT_CLOSED.code, '本次作答已交卷，不能再修改答案');
      }
      return undefined;
    });
    show();
    fireEvent.click(await screen.findByTestId('nav-3'));
    fireEvent.change(await screen.findByTestId('text-3'), { target: { value: '家校合作促进学生成长。' } });
    expect(await screen.findByTestId('attempt-submitted')).toBeTruthy();
  }, 60_000);

  test('submitting names the unanswered questions first, then submits and opens the result', async () => {
    await signInWith(['teacher']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentAttempt) return openAttempt();
      if (call.path === ApiPaths.assessmentSubmitAttempt) return openAttempt({ status: 'grading', submittedAt: SERVER_NOW });
      return undefined;
    });
    const view = show();
    fireEvent.click(await screen.findByTestId('attempt-submit'));
    expect((await screen.findByTestId('submit-confirm-text')).textContent).toBe('还有 2 道题未作答：第 2和3 题。');
    expect(api.of(ApiPaths.assessmentSubmitAttempt)).toEqual([]);
    fireEvent.click(screen.getByTestId('submit-confirm-ok'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/training/exam/result/41'));
    expect(api.of(ApiPaths.assessmentSubmitAttempt)[0]!.body).toEqual({ attemptId: 41 });
  }, 60_000);

  test('loading, then a refusal says the attempt is not there', async () => {
    await signInWith(['teacher']);
    let answer: (value: Response) => void = () => undefined;
    fakeApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    show();
    expect(await screen.findByTestId('attempt-loading')).toBeTruthy();
    expect(screen.queryByTestId('question-navigator')).toBeNull();
    answer(refusal(404, 4040, '不存在'));
    expect((await screen.findByTestId('attempt-failed')).getAttribute('data-failure')).toBe('notFound');
  }, 60_000);
});
