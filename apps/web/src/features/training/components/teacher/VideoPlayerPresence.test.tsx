import { ApiPaths } from '@yanxiu/contract/paths';
import type { HeartbeatResult, WatchSession } from '@yanxiu/contract/learning';
import type { PresenceAnswerBody, PresenceAnswerResult, PresenceCheck, PresenceStatus } from '@yanxiu/contract/learning-presence';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { switchLocale } from '@/shared/i18n/i18n';
import { fakeApi, renderAt, setUpTeacherTests } from '../../training.fixtures';
import VideoPlayer from './VideoPlayer';

// Presence checks in the player (issue 23): a heartbeat's answer says a check is due, the video pauses and cannot be
// played on, the dialog asks for one action, and the answer decides what follows. See VideoPlayer.test.tsx for the
// rest of verified watching.

const shown = setUpTeacherTests();
beforeEach(() => {
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon: () => true }));
});

const link = {
  url: '/api/training/media/f-1?appId=yxdemo&uid=7&exp=1&sig=abcdefghijklmnop',
  expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  contentType: 'video/mp4',
  name: 'intro.mp4',
};
const NONE: PresenceStatus = { check: null, creditHeld: false };
const session: WatchSession = {
  ticket: 'ticket-1',
  ticketExpiresAt: new Date(Date.now() + 600_000).toISOString(),
  unitId: 501,
  unitKind: 'video',
  lessonSeconds: 600,
  completionShare: 0.95,
  intervals: [],
  watchedSeconds: 0,
  completed: false,
  seekLimit: 0,
  lastSeq: 0,
  heartbeatSeconds: 15,
  presence: NONE,
};

function check(change: Partial<PresenceCheck> = {}): PresenceCheck {
  return {
    id: '5d0c7a5e-3f7b-4a35-9a49-8f4f6f0c2a11',
    kind: 'pick_number',
    prompt: '7',
    choices: ['3', '7', '9', '1'],
    deadline: new Date(Date.now() + 60_000).toISOString(),
    secondsLeft: 60,
    attemptsLeft: 2,
    ...change,
  };
}
const beat = (presence: PresenceStatus): HeartbeatResult => ({
  accepted: true,
  watchedSeconds: 1,
  completed: false,
  justCompleted: false,
  seekLimit: 1,
  presence,
});

/**
 * The player on a fake API whose heartbeats announce `due` and whose answers come from `answers`, in turn; as the
 * server, later heartbeats carry the status the last answer left.
 */
async function openWithCheck(due: PresenceStatus, answers: PresenceAnswerResult[] = []) {
  let status = due;
  const api = fakeApi((call) => {
    if (call.path === ApiPaths.learningWatchStart) return session;
    if (call.path === ApiPaths.learningWatchHeartbeat) return beat(status);
    if (call.path === ApiPaths.learningWatchPresenceAnswer) {
      const answer = answers.shift();
      if (answer) status = { check: answer.check, creditHeld: answer.creditHeld };
      return answer;
    }
    return undefined;
  });
  renderAt('/videoPlay', <VideoPlayer link={link} onRenew={() => undefined} lessonUnitId={501} />, '/videoPlay');
  await screen.findByTestId('lesson-watch-status');
  const video = screen.getByTestId('lesson-video') as HTMLVideoElement;
  await act(() => video.play());
  const dialog = await screen.findByRole('dialog');
  const sent = () => api.of(ApiPaths.learningWatchPresenceAnswer).map((call) => call.body as PresenceAnswerBody);
  return { api, video, dialog, sent };
}

describe('a presence check in the player', () => {
  test('pauses the video, which cannot be played on, and asks for one action in a labelled dialog with focus inside', async () => {
    const { video, dialog } = await openWithCheck({ check: check(), creditHeld: true });
    expect(video.paused).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('在场确认');
    expect(screen.getByTestId('presence-prompt').textContent).toBe('请点击数字 7');
    const group = screen.getByRole('group', { name: '请点击数字 7' });
    expect([...group.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['3', '7', '9', '1']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('presence-choice-0')), { timeout: 3000 });
    // Counted down from the seconds the server said were left (a loaded machine may take a few of them to get here).
    const left = Number(/剩余 (\d+) 秒/.exec(screen.getByTestId('presence-countdown').textContent ?? '')?.[1]);
    expect(left).toBeGreaterThan(45);
    expect(left).toBeLessThanOrEqual(60);

    // Playing on while the check waits is undone.
    await act(() => video.play());
    expect(video.paused).toBe(true);
    // Escape does not dismiss it: only an answer does.
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(screen.getByTestId('presence-check')).toBeTruthy();
  });

  test('a wrong answer gives the second try; the right one resumes playback and says so', async () => {
    const pending = check();
    const { video, sent } = await openWithCheck({ check: pending, creditHeld: true }, [
      { outcome: 'wrong', check: { ...pending, attemptsLeft: 1, secondsLeft: 50 }, creditHeld: true },
      { outcome: 'passed', check: null, creditHeld: false },
    ]);
    // Keyboard: the focused choice answers with Enter (a native button's click).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('presence-choice-0')), { timeout: 3000 });
    fireEvent.click(document.activeElement!);
    const outcome = await screen.findByTestId('presence-outcome');
    expect(outcome.getAttribute('role')).toBe('alert');
    expect(outcome.textContent).toContain('答案不对，请再试一次（还有 1 次机会）');
    expect(video.paused).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '7' }));
    await waitFor(() => expect(screen.queryByTestId('presence-check')).toBeNull());
    expect(sent()).toEqual([
      { ticket: 'ticket-1', checkId: pending.id, choice: 0 },
      { ticket: 'ticket-1', checkId: pending.id, choice: 1 },
    ]);
    await waitFor(() => expect(video.paused).toBe(false));
    expect(shown).toContainEqual({ kind: 'success', text: '已确认在场，继续学习' });
  });

  test('a missed check shows the next one and says crediting is paused until a check is passed', async () => {
    const first = check();
    const next = check({
      id: '9a7f3c10-52f4-4c7e-8d52-0d7e1b6b7c33',
      kind: 'question',
      prompt: '本课讲的是哪种教学法？',
      choices: ['情境教学', '讲授法', '项目式学习'],
    });
    await openWithCheck({ check: first, creditHeld: true }, [{ outcome: 'missed', check: next, creditHeld: true }]);
    fireEvent.click(screen.getByRole('button', { name: '7' }));
    const outcome = await screen.findByTestId('presence-outcome');
    expect(outcome.getAttribute('data-outcome')).toBe('missed');
    expect(outcome.textContent).toContain('从那时起学时暂停记录，直到通过一次确认');
    expect(screen.getByTestId('presence-prompt').textContent).toBe('本课讲的是哪种教学法？');
    expect(screen.getByRole('group', { name: '本课讲的是哪种教学法？' }).querySelectorAll('button')).toHaveLength(3);
  });

  test('an answer that cannot be sent says so and the check stays; in English too', async () => {
    await act(() => switchLocale('en-US'));
    const { dialog } = await openWithCheck({ check: check({ secondsLeft: 1 }), creditHeld: true }, []);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Are you still there?');
    expect(screen.getByTestId('presence-prompt').textContent).toBe('Click the number 7');
    // The fake API answers nothing for this call: an empty envelope is no answer the player can use.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    fireEvent.click(screen.getByRole('button', { name: '9' }));
    expect((await screen.findByTestId('presence-send-failed')).textContent).toContain('could not be sent');
    expect(screen.getByTestId('presence-check')).toBeTruthy();
    expect((await screen.findByTestId('presence-time-up', {}, { timeout: 2500 })).textContent).toContain('Time is up');
  });
});

test('a heartbeat answered before the check was passed does not bring the passed check back', async () => {
  const pending = check();
  let beats = 0;
  const api = fakeApi((call) => {
    if (call.path === ApiPaths.learningWatchStart) return session;
    if (call.path === ApiPaths.learningWatchHeartbeat) return beat(++beats <= 2 ? { check: pending, creditHeld: true } : NONE);
    if (call.path === ApiPaths.learningWatchPresenceAnswer) return { outcome: 'passed', check: null, creditHeld: false };
    return undefined;
  });
  // The second heartbeat (the pause the check caused) is answered only once the check was passed.
  const answered = globalThis.fetch;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await answered(input, init);
    if (String(input).includes(ApiPaths.learningWatchHeartbeat) && beats === 2) await gate;
    // Later heartbeats stay unanswered, so only the late one can speak about the check.
    if (String(input).includes(ApiPaths.learningWatchHeartbeat) && beats > 2) await new Promise(() => undefined);
    return response;
  });
  renderAt('/videoPlay', <VideoPlayer link={link} onRenew={() => undefined} lessonUnitId={501} />, '/videoPlay');
  await screen.findByTestId('lesson-watch-status');
  await act(() => (screen.getByTestId('lesson-video') as HTMLVideoElement).play());
  fireEvent.click(await screen.findByRole('button', { name: '7' }));
  await waitFor(() => expect(api.of(ApiPaths.learningWatchPresenceAnswer)).toHaveLength(1));
  await waitFor(() => expect(screen.queryByTestId('presence-check')).toBeNull());
  expect(api.of(ApiPaths.learningWatchHeartbeat)).toHaveLength(2);
  await act(async () => {
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(screen.queryByTestId('presence-check')).toBeNull();
});
