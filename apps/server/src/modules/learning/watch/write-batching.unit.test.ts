import { describe, expect, it } from 'vitest';
import { createKeyedSerializer, createWriteBatcher } from './write-batching';

describe('createWriteBatcher', () => {
  it('sends what arrives in one turn together, in batches of the limit, answering each caller its own result', async () => {
    const batches: number[][] = [];
    const double = createWriteBatcher(async (items: number[]) => {
      batches.push(items);
      return items.map((item) => item * 2);
    }, 3);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((item) => double(item)));
    expect(answers).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(await double(6)).toBe(12);
    expect(batches).toHaveLength(3);
  });

  it('fails every caller of a batch whose write failed', async () => {
    const failing = createWriteBatcher(async (): Promise<number[]> => {
      throw new Error('database gone');
    });
    const results = await Promise.allSettled([failing(1), failing(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('createKeyedSerializer', () => {
  it('runs tasks of one key in order, even when one fails, and other keys alongside', async () => {
    const serial = createKeyedSerializer();
    const log: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([serial('a', task('a1', 20, true)), serial('a', task('a2', 1)), serial('b', task('b1', 5))]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('start a2')).toBeGreaterThan(log.indexOf('end a1'));
    expect(log.indexOf('start b1')).toBeLessThan(log.indexOf('end a1'));
  });
});
