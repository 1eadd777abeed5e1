import type { HeartbeatBody, HeartbeatResult, WatchSession } from '@yanxiu/contract/learning';
import { describe, expect, test, vi } from 'vitest';
import { WatchReporter, type WatchApi } from './watch-reporter';

const session: WatchSession = {
  ticket: 't',
  ticketExpiresAt: '2030-01-01T00:00:00.000Z',
  unitId: 9,
  unitKind: 'video',
  lessonSeconds: 60,
  completionShare: 0.95,
  intervals: [],
  watchedSeconds: 0,
  completed: false,
  seekLimit: 0,
  lastSeq: 0,
  heartbeatSeconds: 15,
  presence: { check: null, creditHeld: false },
};
const ok: HeartbeatResult = {
  accepted: true,
  watchedSeconds: 1,
  completed: false,
  justCompleted: false,
  seekLimit: 1,
  presence: { check: null, creditHeld: false },
};
const sample = (position: number) => ({ position, playbackRate: 1, visible: true });

function fakeApi(heartbeat: (body: HeartbeatBody) => Promise<HeartbeatResult>): WatchApi & { sent: HeartbeatBody[] } {
  const sent: HeartbeatBody[] = [];
  return {
    sent,
    start: vi.fn(async () => session),
    heartbeat: (body) => (sent.push(body), heartbeat(body)),
    beacon: (body) => void sent.push(body),
    answer: vi.fn(),
  };
}

describe('the watch reporter', () => {
  test('a report made while the session opens waits for it instead of being lost', async () => {
    const api = fakeApi(async () => ok);
    const reporter = new WatchReporter(9, { onSession: () => undefined, onResult: () => undefined }, api);
    void reporter.open();
    await reporter.report(sample(0));
    expect(api.sent).toEqual([{ ticket: 't', seq: 1, position: 0, playbackRate: 1, visible: true }]);
  });

  test('heartbeats go one after another: a slow "before the seek" cannot be overtaken by the "after"', async () => {
    let release: () => void = () => undefined;
    const order: number[] = [];
    const api = fakeApi((body) => {
      if (body.seq === 1)
        return new Promise<HeartbeatResult>((resolve) => (release = () => resolve(ok))).then((result) => (order.push(body.seq), result));
      order.push(body.seq);
      return Promise.resolve(ok);
    });
    const reporter = new WatchReporter(9, { onSession: () => undefined, onResult: () => undefined }, api);
    await reporter.open();
    const before = reporter.report(sample(20));
    const after = reporter.report(sample(5));
    await Promise.resolve();
    expect(api.sent.map((body) => body.seq)).toEqual([1]);
    release();
    await Promise.all([before, after]);
    expect(order).toEqual([1, 2]);
  });

  test('after it is closed nothing more is sent, not even a beacon', async () => {
    const api = fakeApi(async () => ok);
    const reporter = new WatchReporter(9, { onSession: () => undefined, onResult: () => undefined }, api);
    await reporter.open();
    reporter.close();
    await reporter.report(sample(3));
    reporter.finish(sample(3));
    expect(api.sent).toEqual([]);
  });
});
