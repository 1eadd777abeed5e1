import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DraftQueue, type DraftSnapshot } from './draft-queue';

type Sent = Array<Record<string, string>>;

/** A queue whose sends are recorded and answered by `answer` in order (true: saved, an Error: failed). */
function queueWith(answers: Array<true | Error>, retryable = true) {
  const sent: Sent = [];
  const states: DraftSnapshot[] = [];
  const queue = new DraftQueue<string>({
    send: (edits) => {
      sent.push(Object.fromEntries(edits));
      const answer = answers.shift() ?? true;
      return answer === true ? Promise.resolve() : Promise.reject(answer);
    },
    isRetryable: () => retryable,
    onChange: (snapshot) => states.push(snapshot),
    delayMs: 500,
    retryDelaysMs: [1_000, 4_000],
  });
  return { queue, sent, states, last: () => states.at(-1)! };
}

describe('the application draft queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('edits wait for a pause in typing, then go together with the latest value of each field', async () => {
    const { queue, sent, last } = queueWith([]);
    queue.edit('a', '1');
    queue.edit('a', '12');
    await vi.advanceTimersByTimeAsync(300);
    queue.edit('b', 'x');
    expect(last().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(499);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ a: '12', b: 'x' }]);
    expect(last()).toMatchObject({ status: 'saved', unsent: 0, error: null });
    expect(last().savedAt).not.toBeNull();
    expect(queue.hasUnsent()).toBe(false);
  });

  test('a network failure keeps the edits and retries after a growing pause until the save passes', async () => {
    const { queue, sent, last } = queueWith([new Error('offline'), new Error('offline'), true]);
    queue.edit('a', '1');
    await vi.advanceTimersByTimeAsync(500);
    expect(last()).toMatchObject({ status: 'retrying', unsent: 1 });
    expect(queue.hasUnsent()).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    // The second pause is longer.
    await vi.advanceTimersByTimeAsync(3_999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ a: '1' }, { a: '1' }, { a: '1' }]);
    expect(last()).toMatchObject({ status: 'saved', unsent: 0 });
  });

  test('what is typed while a failing save is under way wins over what that save carried', async () => {
    let fail: (error: Error) => void = () => undefined;
    const sent: Sent = [];
    const queue = new DraftQueue<string>({
      send: (edits) => {
        sent.push(Object.fromEntries(edits));
        return sent.length === 1 ? new Promise<void>((_, reject) => (fail = reject)) : Promise.resolve();
      },
      isRetryable: () => true,
      onChange: () => undefined,
      delayMs: 500,
      retryDelaysMs: [1_000],
    });
    queue.edit('a', 'old');
    queue.edit('b', 'kept');
    await vi.advanceTimersByTimeAsync(500);
    queue.edit('a', 'new');
    fail(new Error('offline'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([
      { a: 'old', b: 'kept' },
      { a: 'new', b: 'kept' },
    ]);
    expect(queue.hasUnsent()).toBe(false);
  });

  test('a refusal is not retried by itself; the edits stay until a flush sends them again', async () => {
    const { queue, sent, last } = queueWith([new Error('refused'), true], false);
    queue.edit('a', '1');
    await vi.advanceTimersByTimeAsync(500);
    expect(last()).toMatchObject({ status: 'failed', unsent: 1 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
    await expect(queue.flush()).resolves.toBe(true);
    expect(sent).toEqual([{ a: '1' }, { a: '1' }]);
    expect(last().status).toBe('saved');
  });

  test('flush sends at once and says whether everything reached the server', async () => {
    const { queue, sent } = queueWith([new Error('offline'), true]);
    queue.edit('a', '1');
    await expect(queue.flush()).resolves.toBe(false);
    expect(queue.hasUnsent()).toBe(true);
    await expect(queue.flush()).resolves.toBe(true);
    expect(sent).toHaveLength(2);
    await expect(queue.flush()).resolves.toBe(true);
    expect(sent).toHaveLength(2);
  });

  test('coming back online retries at once instead of waiting out the pause', async () => {
    const { queue, sent, last } = queueWith([new Error('offline'), true]);
    queue.edit('a', '1');
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    expect(last().status).toBe('saved');
    queue.dispose();
  });
});
