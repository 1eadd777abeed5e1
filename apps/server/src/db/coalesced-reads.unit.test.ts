import { describe, expect, it } from 'vitest';
import { coalescedRead } from './coalesced-reads';

/** A stand-in table whose reads are answered only when the test says so, recording each read's keys. */
function table(initial: Record<string, number>, maxInFlight?: number) {
  const rows = new Map(Object.entries(initial));
  const reads: Array<{ keys: string[]; answer: () => void; fail: (error: Error) => void }> = [];
  const read = coalescedRead<string, number>({
    idOf: (key) => key,
    readMany: (keys) =>
      new Promise((resolve, reject) => {
        // The snapshot is taken when the query is sent, as PostgreSQL would.
        const snapshot = new Map(keys.filter((key) => rows.has(key)).map((key) => [key, rows.get(key)!]));
        reads.push({ keys, answer: () => resolve(snapshot), fail: reject });
      }),
    ...(maxInFlight ? { maxInFlight } : {}),
  });
  return { rows, reads, read };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescedRead', () => {
  it('answers the callers of one turn with one read, equal keys sharing a row and unknown keys undefined', async () => {
    const { reads, read } = table({ a: 1, b: 2 });
    const answers = Promise.all([read('a'), read('b'), read('a'), read('missing')]);
    await turn();
    expect(reads.map((r) => r.keys)).toEqual([['a', 'b', 'missing']]);
    reads[0]!.answer();
    expect(await answers).toEqual([1, 2, 1, undefined]);
  });

  it('never answers a caller from a read sent before it asked: a write committed meanwhile is seen', async () => {
    const { rows, reads, read } = table({ session: 1 }, 1);
    const early = read('session');
    await turn();
    expect(reads).toHaveLength(1);
    // The sign-out commits while the first read is in flight; a request arriving after it must not share that read.
    rows.delete('session');
    const late = read('session');
    await turn();
    expect(reads).toHaveLength(1);
    reads[0]!.answer();
    expect(await early).toBe(1);
    await turn();
    expect(reads).toHaveLength(2);
    reads[1]!.answer();
    expect(await late).toBeUndefined();
  });

  it('sends a second batch while the first is in flight, up to the limit, and the rest when one is answered', async () => {
    const { reads, read } = table({ a: 1, b: 2, c: 3 }, 2);
    const first = read('a');
    await turn();
    const second = read('b');
    await turn();
    const third = read('c');
    await turn();
    expect(reads.map((r) => r.keys)).toEqual([['a'], ['b']]);
    reads[1]!.answer();
    expect(await second).toBe(2);
    await turn();
    expect(reads.map((r) => r.keys)).toEqual([['a'], ['b'], ['c']]);
    reads[0]!.answer();
    reads[2]!.answer();
    expect([await first, await third]).toEqual([1, 3]);
  });

  it('fails every caller of a failed read with its error, and reads again for the next callers', async () => {
    const { reads, read } = table({ a: 1 }, 1);
    const first = Promise.allSettled([read('a'), read('b')]);
    await turn();
    reads[0]!.fail(new Error('database unreachable'));
    expect((await first).map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as Error).message : 'answered'))).toEqual([
      'database unreachable',
      'database unreachable',
    ]);
    const next = read('a');
    await turn();
    expect(reads).toHaveLength(2);
    reads[1]!.answer();
    expect(await next).toBe(1);
  });
});
