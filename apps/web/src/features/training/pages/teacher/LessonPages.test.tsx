import { ApiPaths } from '@yanxiu/contract/paths';
import type { HeartbeatBody, HeartbeatResult, WatchSession } from '@yanxiu/contract/learning';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import QuickLookPage from './QuickLookPage';
import { fakeApi, programmeDetail, renderAt, setUpTeacherTests } from '../../training.fixtures';
import VideoPlayPage from './VideoPlayPage';

// The media pages of an enrolled teacher record the lesson; see VideoPlayer.test.tsx for the player's side.

const shown = setUpTeacherTests();
const beacon = vi.fn((_url: string, _data: Blob) => true);
beforeEach(() => {
  beacon.mockClear();
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon: beacon }));
});
afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

const enrolled = programmeDetail({ myEnrolment: { id: 3, status: 'enrolled', reason: null, createdAt: '2026-11-02T00:00:00.000+08:00' } });
const link = (contentType: string) => ({
  url: '/api/training/media/f-1?appId=yxdemo&uid=7&exp=1&sig=abcdefghijklmnop',
  expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  contentType,
  name: 'f',
});
const NO_CHECK = { check: null, creditHeld: false };
const reading: WatchSession = {
  ticket: 'ticket-r',
  ticketExpiresAt: new Date(Date.now() + 600_000).toISOString(),
  unitId: 502,
  unitKind: 'document',
  lessonSeconds: 60,
  completionShare: 1,
  intervals: [[0, 12]],
  watchedSeconds: 12,
  completed: false,
  seekLimit: null,
  lastSeq: 2,
  heartbeatSeconds: 1,
  presence: NO_CHECK,
};

function lessonApi(answer: (body: HeartbeatBody) => HeartbeatResult, session: WatchSession) {
  return fakeApi((call) => {
    if (call.path.endsWith('/mediaLink')) return link(call.path.includes('502') ? 'application/pdf' : 'video/mp4');
    if (call.path === '/training/programmes/42') return enrolled;
    if (call.path === ApiPaths.learningWatchStart) return session;
    if (call.path === ApiPaths.learningWatchHeartbeat) return answer(call.body as HeartbeatBody);
    return undefined;
  });
}

describe('/videoPlay of an enrolled teacher', () => {
  test('opens a watch session on the unit and shows the progress under the player', async () => {
    const api = lessonApi(
      () => ({ accepted: true, watchedSeconds: 0, completed: false, justCompleted: false, seekLimit: 0, presence: NO_CHECK }),
      {
        ...reading,
        unitId: 501,
        unitKind: 'video',
        lessonSeconds: 600,
        completionShare: 0.95,
        watchedSeconds: 90,
        seekLimit: 90,
        heartbeatSeconds: 15,
      },
    );
    renderAt('/videoPlay', <VideoPlayPage />, '/videoPlay?unitId=501&programmeId=42');
    const status = await screen.findByTestId('lesson-watch-status');
    expect(api.of(ApiPaths.learningWatchStart).map((call) => call.body)).toEqual([{ unitId: 501 }]);
    expect(status.textContent).toContain('已观看 1:30 / 10:00');
    expect(status.getAttribute('data-seek-limit')).toBe('90');
    // The next lesson is offered under the player.
    const next = await screen.findByTestId('next-lesson');
    expect(next.textContent).toContain('下一讲：设计模板');
    expect(next.getAttribute('href')).toBe('/quickLook?unitId=502&programmeId=42');
  });
});

describe('/quickLook of an enrolled teacher', () => {
  test('counts down the reading time and reports the seconds the page was visible', async () => {
    const api = lessonApi(
      (body) => ({
        accepted: true,
        watchedSeconds: body.position,
        completed: false,
        justCompleted: false,
        seekLimit: null,
        presence: NO_CHECK,
      }),
      reading,
    );
    renderAt('/quickLook', <QuickLookPage />, '/quickLook?unitId=502&programmeId=42');
    const status = await screen.findByTestId('lesson-watch-status');
    expect(status.textContent).toContain('再阅读 48 秒即可完成');
    expect(status.getAttribute('data-completed')).toBe('false');
    await waitFor(() => expect(api.of(ApiPaths.learningWatchHeartbeat).length).toBeGreaterThan(0), { timeout: 2500 });
    const first = api.of(ApiPaths.learningWatchHeartbeat)[0]!.body as HeartbeatBody;
    expect(first).toMatchObject({ ticket: 'ticket-r', seq: 3, playbackRate: 1, visible: true });
    expect(first.position).toBeGreaterThanOrEqual(12.9);
    expect(first.position).toBeLessThan(15);
    await waitFor(() => expect(status.textContent).toMatch(/再阅读 4[5-7] 秒即可完成/));

    // Hidden: the last report goes by beacon and the clock stops.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const hidden = JSON.parse(await (beacon.mock.calls[0]![1] as Blob).text()) as HeartbeatBody;
    expect(hidden.visible).toBe(false);
    const beats = api.of(ApiPaths.learningWatchHeartbeat).length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(api.of(ApiPaths.learningWatchHeartbeat)).toHaveLength(beats);
  });

  test('once the server says complete, the page says so', async () => {
    lessonApi(() => ({ accepted: true, watchedSeconds: 60, completed: true, justCompleted: true, seekLimit: null, presence: NO_CHECK }), {
      ...reading,
      watchedSeconds: 59.5,
    });
    renderAt('/quickLook', <QuickLookPage />, '/quickLook?unitId=502&programmeId=42');
    const status = await screen.findByTestId('lesson-watch-status');
    await waitFor(() => expect(status.getAttribute('data-completed')).toBe('true'), { timeout: 2500 });
    expect(status.textContent).toContain('已完成');
    expect(shown).toContainEqual({ kind: 'success', text: '本课已完成，学时已记入' });
  });

  test('on long reading a presence check stops the reading time until it is answered', async () => {
    const check = {
      id: '5d0c7a5e-3f7b-4a35-9a49-8f4f6f0c2a11',
      kind: 'pick_number' as const,
      prompt: '42',
      choices: ['17', '42', '8'],
      deadline: new Date(Date.now() + 60_000).toISOString(),
      secondsLeft: 60,
      attemptsLeft: 2,
    };
    let presence: WatchSession['presence'] = { check, creditHeld: true };
    const api = fakeApi((call) => {
      if (call.path.endsWith('/mediaLink')) return link('application/pdf');
      if (call.path === '/training/programmes/42') return enrolled;
      if (call.path === ApiPaths.learningWatchStart) return reading;
      if (call.path === ApiPaths.learningWatchHeartbeat)
        return { accepted: true, watchedSeconds: 13, completed: false, justCompleted: false, seekLimit: null, presence };
      if (call.path === ApiPaths.learningWatchPresenceAnswer) {
        presence = NO_CHECK;
        return { outcome: 'passed', ...NO_CHECK };
      }
      return undefined;
    });
    renderAt('/quickLook', <QuickLookPage />, '/quickLook?unitId=502&programmeId=42');
    const status = await screen.findByTestId('lesson-watch-status');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 2500 });
    expect(dialog.textContent).toContain('阅读计时已暂停，回答后继续。');
    expect(dialog.textContent).toContain('请点击数字 42');
    const stopped = status.textContent;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(status.textContent).toBe(stopped);

    fireEvent.click(screen.getByRole('button', { name: '42' }));
    await waitFor(() => expect(screen.queryByTestId('presence-check')).toBeNull());
    expect(api.of(ApiPaths.learningWatchPresenceAnswer)[0]!.body).toEqual({ ticket: 'ticket-r', checkId: check.id, choice: 1 });
    await waitFor(() => expect(status.textContent).not.toBe(stopped), { timeout: 2500 });
  });

  test('after the last lesson of a completed programme, the page says the programme is done and where the certificate is', async () => {
    const done = {
      ...enrolled,
      units: enrolled.units.map((unit) => ({ ...unit, completed: true })),
      progress: { completedUnits: 2, totalUnits: 2, completedHours: 1.5, percent: 100 },
    };
    fakeApi((call) => {
      if (call.path.endsWith('/mediaLink')) return link('application/pdf');
      if (call.path === '/training/programmes/42') return done;
      if (call.path === ApiPaths.learningWatchStart) return { ...reading, completed: true, watchedSeconds: 60 };
      return undefined;
    });
    renderAt('/quickLook', <QuickLookPage />, '/quickLook?unitId=502&programmeId=42');
    expect((await screen.findByTestId('programme-completed')).textContent).toContain('恭喜，您已完成本培训');
    expect(screen.getByTestId('to-certificate').getAttribute('href')).toBe('/my/certificate');
    expect(screen.queryByTestId('next-lesson')).toBeNull();
  });
});
