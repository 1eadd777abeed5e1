import { describe, expect, it } from 'vitest';
import type { WindowCount } from './rate-limit.repository';
import { batchOf, SharedCounts } from './shared-counts';

// The database side is rate-limit.test.ts (two apps on one database); these are the rules of the local half, with
// the shared total kept in a Map where addWindowCounts keeps it in a table.
function sharedTotals() {
  const totals = new Map<string, number>();
  const batches: WindowCount[][] = [];
  const add = async (batch: readonly WindowCount[]) => {
    batches.push([...batch]);
    return batch.map(({ key, windowStart, count }) => {
      const total = (totals.get(`${windowStart}/${key}`) ?? 0) + count;
      totals.set(`${windowStart}/${key}`, total);
      return { key, windowStart, count: total };
    });
  };
  return { totals, batches, add };
}

describe('SharedCounts', () => {
  it('syncs a key every 2% of its limit, at most every 100 calls', () => {
    expect([batchOf(5), batchOf(600), batchOf(3000), batchOf(24_000), batchOf(100_000_000)]).toEqual([1, 12, 60, 100, 100]);
  });

  it('adds a batch of local calls to the shared total and counts on from that total', async () => {
    const shared = sharedTotals();
    const now = () => 1_000;
    const a = new SharedCounts({ add: shared.add, now });
    const b = new SharedCounts({ add: shared.add, now });
    for (let call = 0; call < 11; call += 1) await b.count('k', 60_000, 600);
    expect(shared.batches).toEqual([]);
    await b.count('k', 60_000, 600);
    expect(shared.batches).toEqual([[{ key: 'k', windowStart: 0, count: 12 }]]);
    for (let call = 0; call < 11; call += 1) await a.count('k', 60_000, 600);
    // a's twelfth call syncs and learns b's twelve.
    expect(await a.count('k', 60_000, 600)).toEqual({ current: 24, ttl: 59_000 });
  });

  it('refuses a key over its limit without writing again, and starts afresh in the next window', async () => {
    const shared = sharedTotals();
    let clock = 0;
    const counts = new SharedCounts({ add: shared.add, now: () => clock });
    for (let call = 0; call < 6; call += 1) await counts.count('k', 1000, 5);
    const writes = shared.batches.length;
    expect((await counts.count('k', 1000, 5)).current).toBe(7);
    expect(shared.batches.length).toBe(writes);
    clock = 1000;
    expect(await counts.count('k', 1000, 5)).toEqual({ current: 1, ttl: 1000 });
  });

  it('goes on counting locally, without waiting, while the database is away, and adds everything once it is back', async () => {
    const shared = sharedTotals();
    let away = true;
    const told: unknown[] = [];
    const counts = new SharedCounts({
      add: (batch) => (away ? Promise.reject(new Error('connection refused')) : shared.add(batch)),
      onUnshared: (error) => told.push(error),
      now: () => 0,
    });
    for (let call = 0; call < 10; call += 1) expect((await counts.count('k', 1000, 5)).current).toBe(call + 1);
    expect(told).toHaveLength(1);
    away = false;
    await counts.count('k', 1000, 5);
    await counts.close();
    expect(shared.totals.get('0/k')).toBe(11);
  });

  it('remembers a bounded number of keys, forgetting the least recently counted', async () => {
    const counts = new SharedCounts({ add: sharedTotals().add, maxKeys: 2, now: () => 0 });
    await counts.count('a', 1000, 100);
    await counts.count('b', 1000, 100);
    await counts.count('a', 1000, 100);
    await counts.count('c', 1000, 100);
    expect((await counts.count('a', 1000, 100)).current).toBe(3);
    expect((await counts.count('b', 1000, 100)).current).toBe(1);
  });
});
