import { describe, expect, test } from 'vitest';
import { createEventParser } from './unread-stream';

describe('the unread-count event parser', () => {
  test("reads each event's count, across chunk boundaries, skipping heartbeats and other lines", () => {
    const counts: number[] = [];
    const parse = createEventParser((count) => counts.push(count));
    parse('event: unread\ndata: {"count":3}\n\n: heartbeat\n\nevent: unr');
    parse('ead\ndata: {"cou');
    parse('nt":0}\n\n');
    parse('data: {"other":1}\n\n');
    expect(counts).toEqual([3, 0]);
  });
});
