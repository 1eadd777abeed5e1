import { describe, expect, test } from 'vitest';
import {
  fileKey,
  itemPercent,
  nextToStart,
  PARALLEL_UPLOADS,
  queueReducer,
  totalPercent,
  type QueueAction,
  type QueueItem,
} from './upload-queue';

const run = (actions: QueueAction[], from: QueueItem[] = []) => actions.reduce(queueReducer, from);
const files = (count: number, size = 100) =>
  Array.from({ length: count }, (_, index) => ({ key: `f${index}`, name: `第${index}课.pdf`, size }));

describe('the upload queue', () => {
  test('the total weighs each file by its size, not by the number of files', () => {
    const queue = run([
      {
        type: 'add',
        items: [
          { key: 'big', name: 'big.mp4', size: 900 },
          { key: 'small', name: 'small.pdf', size: 100 },
        ],
      },
      { type: 'progress', key: 'small', sent: 100 },
    ]);
    expect(totalPercent(queue)).toBe(10);
    expect(itemPercent(queue[1]!)).toBe(100);
    expect(totalPercent(run([{ type: 'progress', key: 'big', sent: 450 }], queue))).toBe(55);
  });

  test('choosing the same file twice queues it once', () => {
    const queue = run([
      { type: 'add', items: files(2) },
      { type: 'add', items: files(3) },
    ]);
    expect(queue.map((item) => item.key)).toEqual(['f0', 'f1', 'f2']);
  });

  test('progress never runs backwards and never passes the size', () => {
    const queue = run([
      { type: 'add', items: files(1) },
      { type: 'progress', key: 'f0', sent: 60 },
      { type: 'progress', key: 'f0', sent: 40 },
    ]);
    expect(queue[0]!.sent).toBe(60);
    expect(run([{ type: 'progress', key: 'f0', sent: 500 }], queue)[0]!.sent).toBe(100);
  });

  test('a resumed upload starts from the bytes the server already had and says so', () => {
    const queue = run([
      { type: 'add', items: files(1) },
      { type: 'resumedFrom', key: 'f0', sent: 70 },
    ]);
    expect(queue[0]).toMatchObject({ sent: 70, resumed: true });
    expect(run([{ type: 'resumedFrom', key: 'f0', sent: 0 }], run([{ type: 'add', items: files(1) }]))[0]!.resumed).toBe(false);
  });

  test(`at most ${PARALLEL_UPLOADS} files send at once; paused ones wait until resumed`, () => {
    let queue = run([{ type: 'add', items: files(5) }]);
    expect(nextToStart(queue).map((item) => item.key)).toEqual(['f0', 'f1', 'f2']);
    queue = run(
      [
        { type: 'started', key: 'f0' },
        { type: 'started', key: 'f1' },
        { type: 'paused', key: 'f2' },
      ],
      queue,
    );
    expect(nextToStart(queue).map((item) => item.key)).toEqual(['f3']);
    queue = run(
      [
        { type: 'done', key: 'f0', resourceId: 7 },
        { type: 'resume', key: 'f2' },
      ],
      queue,
    );
    expect(queue[0]).toMatchObject({ state: 'done', sent: 100, resourceId: 7 });
    expect(nextToStart(queue).map((item) => item.key)).toEqual(['f2', 'f3']);
  });

  test('a failed file can be tried again; a finished one cannot be paused', () => {
    let queue = run([
      { type: 'add', items: files(2) },
      { type: 'failed', key: 'f0', error: '空间不足' },
      { type: 'done', key: 'f1' },
    ]);
    expect(queue[0]).toMatchObject({ state: 'failed', error: '空间不足' });
    queue = run(
      [
        { type: 'resume', key: 'f0' },
        { type: 'paused', key: 'f1' },
      ],
      queue,
    );
    expect(queue.map((item) => item.state)).toEqual(['queued', 'done']);
    expect(queue[0]!.error).toBeUndefined();
  });

  test('an empty queue is complete; empty files count once done', () => {
    expect(totalPercent([])).toBe(100);
    const empty = run([{ type: 'add', items: [{ key: 'e', name: 'empty.txt', size: 0 }] }]);
    expect(totalPercent(empty)).toBe(0);
    expect(totalPercent(run([{ type: 'done', key: 'e' }], empty))).toBe(100);
  });

  test('two files with the same name but different contents get different keys', () => {
    expect(fileKey({ name: 'a.pdf', size: 1, lastModified: 1 })).not.toBe(fileKey({ name: 'a.pdf', size: 2, lastModified: 1 }));
  });
});
