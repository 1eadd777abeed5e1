import { ApiPaths } from '@yanxiu/contract/paths';
import type { HeartbeatBody, HeartbeatResult, WatchSession } from '@yanxiu/contract/learning';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi, type Mock } from 'vitest';
import { fakeApi, refusal, renderAt, setUpTeacherTests, type Call } from '../../training.fixtures';
import VideoPlayer from './VideoPlayer';

const shown = setUpTeacherTests();

// The page's last report goes by beacon (also when a test unmounts the player); happy-dom's would hit the network.
let beacon: Mock<(url: string, data: Blob) => boolean>;
beforeEach(() => {
  beacon = vi.fn((_url: string, _data: Blob) => true);
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon: beacon }));
});

const link = {
  url: '/api/training/media/f-1?appId=yxdemo&uid=7&exp=1&sig=abcdefghijklmnop',
  expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  contentType: 'video/mp4',
  name: 'intro.mp4',
};

function session(change: Partial<WatchSession> = {}): WatchSession {
  return {
    ticket: 'ticket-1',
    ticketExpiresAt: new Date(Date.now() + 600_000).toISOString(),
    unitId: 501,
    unitKind: 'video',
    lessonSeconds: 600,
    completionShare: 0.95,
    intervals: [[0, 30]],
    watchedSeconds: 30,
    completed: false,
    seekLimit: 30,
    lastSeq: 4,
    heartbeatSeconds: 15,
    presence: { check: null, creditHeld: false },
    ...change,
  };
}
const result = (change: Partial<HeartbeatResult> = {}): HeartbeatResult => ({
  accepted: true,
  watchedSeconds: 31,
  completed: false,
  justCompleted: false,
  seekLimit: 31,
  presence: { check: null, creditHeld: false },
  ...change,
});

/** The player of an enrolled teacher's lesson on a fake API; `beat` answers heartbeats. */
async function openLesson(beat: (body: HeartbeatBody, call: Call) => unknown = () => result(), start: () => unknown = () => session()) {
  const api = fakeApi((call) => {
    if (call.path === ApiPaths.learningWatchStart) return start();
    if (call.path === ApiPaths.learningWatchHeartbeat) return beat(call.body as HeartbeatBody, call);
    return undefined;
  });
  renderAt('/videoPlay', <VideoPlayer link={link} onRenew={() => undefined} lessonUnitId={501} />, '/videoPlay');
  const status = await screen.findByTestId('lesson-watch-status');
  const video = screen.getByTestId('lesson-video') as HTMLVideoElement;
  // happy-dom loads no media: pretend the metadata is there so timeupdates count as playback.
  Object.defineProperty(video, 'readyState', { value: 1, configurable: true });
  const beats = () => api.of(ApiPaths.learningWatchHeartbeat).map((call) => call.body as HeartbeatBody);
  return { api, status, video, beats };
}

function playTo(video: HTMLVideoElement, ...positions: number[]) {
  for (const position of positions) {
    video.currentTime = position;
    fireEvent.timeUpdate(video);
  }
}

describe('verified watching in the player', () => {
  test('opens the session for the lesson and shows what was watched and the limit', async () => {
    const { api, status } = await openLesson();
    expect(api.of(ApiPaths.learningWatchStart).map((call) => call.body)).toEqual([{ unitId: 501 }]);
    expect(status.getAttribute('data-completed')).toBe('false');
    expect(status.getAttribute('data-seek-limit')).toBe('30');
    expect(status.textContent).toContain('已观看 0:30 / 10:00');
  });

  test('a seek past what was watched is undone and explained; the stretch before it is still reported', async () => {
    const { video, beats } = await openLesson();
    playTo(video, 20, 20.25, 20.5);
    video.currentTime = 300;
    fireEvent.seeking(video);
    expect(video.currentTime).toBe(30);
    expect(shown).toContainEqual({ kind: 'warning', text: '首次观看不能快进到未观看的部分' });
    fireEvent.seeked(video);
    await waitFor(() => expect(beats()).toHaveLength(2));
    expect(beats().map((body) => body.position)).toEqual([20.5, 30]);
  });

  test('a seek back, or within what was watched, is allowed; normal playback moves the limit on', async () => {
    const { video, status } = await openLesson();
    video.currentTime = 10;
    fireEvent.seeking(video);
    expect(video.currentTime).toBe(10);
    fireEvent.seeked(video);
    playTo(video, 29.75, 30, 30.25, 31, 32.5);
    await waitFor(() => expect(status.getAttribute('data-seek-limit')).toBe('32'));
    video.currentTime = 33.4;
    fireEvent.seeking(video);
    expect(video.currentTime).toBe(33.4);
    expect(shown).toEqual([]);
  });

  test('heartbeats carry increasing seq after lastSeq, the rate and visibility; the last goes by beacon', async () => {
    const { video, beats } = await openLesson();
    fireEvent.play(video);
    playTo(video, 0.25, 0.5);
    video.playbackRate = 1.5;
    fireEvent.rateChange(video);
    fireEvent.pause(video);
    await waitFor(() => expect(beats()).toHaveLength(3));
    expect(beats().map((body) => body.seq)).toEqual([5, 6, 7]);
    expect(beats()[1]).toEqual({ ticket: 'ticket-1', seq: 6, position: 0.5, playbackRate: 1.5, visible: true });

    fireEvent(window, new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe(`${window.location.origin}/api${ApiPaths.learningWatchHeartbeat}?appId=yxdemo`);
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toMatchObject({ ticket: 'ticket-1', seq: 8, position: 0.5 });
  });

  test('the heartbeat that completes the lesson says so, frees seeking and marks it complete', async () => {
    const { video, status } = await openLesson(() =>
      result({ watchedSeconds: 570, completed: true, justCompleted: true, seekLimit: null }),
    );
    fireEvent.pause(video);
    await waitFor(() => expect(status.getAttribute('data-completed')).toBe('true'));
    expect(status.getAttribute('data-seek-limit')).toBe('');
    expect(status.textContent).toContain('已完成');
    expect(shown).toContainEqual({ kind: 'success', text: '本课已完成，学时已记入' });
    video.currentTime = 500;
    fireEvent.seeking(video);
    expect(video.currentTime).toBe(500);
  });

  test('an expired ticket reopens the session and the heartbeat is sent again, numbered after the server', async () => {
    let starts = 0;
    const { api, video, beats } = await openLesson(
      (body) => (body.ticket === 'ticket-1' ? refusal(409, 4501, '观看记录凭证已过期，正在重新连接') : result()),
      () => session(++starts === 1 ? {} : { ticket: 'ticket-2', lastSeq: 9 }),
    );
    fireEvent.pause(video);
    await waitFor(() => expect(beats()).toHaveLength(2));
    expect(api.of(ApiPaths.learningWatchStart)).toHaveLength(2);
    expect(beats().map((body) => [body.ticket, body.seq])).toEqual([
      ['ticket-1', 5],
      ['ticket-2', 10],
    ]);
    expect(shown).toEqual([]);
  });

  test('a failing network is quiet and playback goes on reporting', async () => {
    let calls = 0;
    const { video, beats } = await openLesson(() => (++calls === 1 ? refusal(500, 5000, '服务器开小差了') : result()));
    fireEvent.pause(video);
    fireEvent.play(video);
    await waitFor(() => expect(beats()).toHaveLength(2));
    expect(beats().map((body) => body.seq)).toEqual([5, 6]);
    expect(shown).toEqual([]);
  });
});

test('an open class or a staff preview records nothing', async () => {
  const api = fakeApi(() => undefined);
  renderAt('/videoPlay', <VideoPlayer link={link} onRenew={() => undefined} />, '/videoPlay');
  const video = await screen.findByTestId('lesson-video');
  fireEvent.play(video);
  fireEvent.pause(video);
  fireEvent(window, new Event('pagehide'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(api.calls).toEqual([]);
  expect(beacon).not.toHaveBeenCalled();
  expect(screen.queryByTestId('lesson-watch-status')).toBeNull();
});
