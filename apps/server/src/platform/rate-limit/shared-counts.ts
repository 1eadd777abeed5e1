import type { WindowCount } from './rate-limit.repository';

/** Writes a batch of local calls to the shared counts and answers the totals after it (addWindowCounts). */
export type AddCounts = (counts: readonly WindowCount[]) => Promise<WindowCount[]>;

export type SharedCountsOptions = {
  add: AddCounts;
  /** Told once when the shared counts cannot be written (the database is away), and again only after they could. */
  onUnshared?(error: unknown): void;
  /** Keys remembered at once; the least recently counted are forgotten first, so a flood of keys cannot grow memory. */
  maxKeys?: number;
  now?: () => number;
};

/** The most calls a process counts on its own before it syncs a key; the limit's share below is smaller for most. */
const MAX_BATCH = 100;
/** A process syncs a key after this share of its limit (2%): a school's 24,000 every 100 calls, a session's 600 every 12. */
const BATCH_SHARE = 0.02;

/**
 * How many calls one process counts on its own before it adds them to the shared count and reads the total. Each
 * process allows at most this many more once the total has passed the limit, so the limit holds across P processes
 * within P times this (plus calls that arrive while one sync is on its way).
 */
export function batchOf(max: number): number {
  return Math.max(1, Math.min(MAX_BATCH, Math.ceil(max * BATCH_SHARE)));
}

type Entry = {
  key: string;
  windowStart: number;
  /** The total of every process as of this process's last sync (this process's synced calls included). */
  shared: number;
  /** Calls counted here since. */
  pending: number;
};

type Batch = { entries: Set<Entry>; done: Promise<void> };

/**
 * Counts calls per key in fixed windows across every process on one database without a database round trip per
 * call: each process counts locally and, once a key has `batchOf(max)` calls of its own, adds them to the shared count
 * in one statement (with every other key due at that moment) and learns the total; the call that made the key due
 * waits for that sync, so a key near its limit is decided on fresh totals. A key already over its limit is refused
 * locally and never synced again in its window: a flood costs no database work. When the database cannot be written
 * the counts stay local (each process then limits on its own) and are added on the next sync that works.
 */
export class SharedCounts {
  private readonly entries = new Map<string, Entry>();
  private readonly maxKeys: number;
  private readonly now: () => number;
  /** The batch being written, and the one gathering keys for after it. */
  private writing: Promise<void> = Promise.resolve();
  private gathering: Batch | undefined;
  private unshared = false;
  private closed = false;

  constructor(private readonly options: SharedCountsOptions) {
    this.maxKeys = options.maxKeys ?? 50_000;
    this.now = options.now ?? Date.now;
  }

  /** Counts one call of `key` in its window and answers the calls counted so far (every process's) and the ms left. */
  async count(key: string, windowMs: number, max: number): Promise<{ current: number; ttl: number }> {
    const now = this.now();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const entry = this.entryOf(key, windowStart);
    entry.pending += 1;
    const over = entry.shared > max;
    if (!over && !this.closed && entry.pending >= batchOf(max)) {
      const synced = this.sync(entry);
      // While the database is away a call does not wait for it: the sync is tried in the background meanwhile.
      if (!this.unshared) await synced;
    }
    return { current: entry.shared + entry.pending, ttl: windowStart + windowMs - now };
  }

  /** Stops syncing (the app is closing) once the sync on its way has ended. */
  async close(): Promise<void> {
    this.closed = true;
    await this.gathering?.done;
    await this.writing;
  }

  private entryOf(key: string, windowStart: number): Entry {
    let entry = this.entries.get(key);
    // Delete and set again: a Map iterates in insertion order, so the first key is the least recently counted.
    if (entry) this.entries.delete(key);
    if (!entry || entry.windowStart !== windowStart) entry = { key, windowStart, shared: 0, pending: 0 };
    this.entries.set(key, entry);
    if (this.entries.size > this.maxKeys) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  /** Joins the batch that is gathering (starting one after the batch being written) and waits until it is written. */
  private sync(entry: Entry): Promise<void> {
    if (!this.gathering) {
      const entries = new Set<Entry>();
      const done = this.writing.then(() => {
        // From here on, keys falling due gather in the next batch.
        this.gathering = undefined;
        return this.write([...entries]);
      });
      this.gathering = { entries, done };
      this.writing = done;
    }
    this.gathering.entries.add(entry);
    return this.gathering.done;
  }

  private async write(entries: Entry[]): Promise<void> {
    const sent = entries.filter((entry) => entry.pending > 0).map((entry) => ({ entry, count: entry.pending }));
    if (sent.length === 0) return;
    try {
      const totals = await this.options.add(sent.map(({ entry, count }) => ({ key: entry.key, windowStart: entry.windowStart, count })));
      const byKey = new Map(totals.map((total) => [`${total.windowStart}\u0000${total.key}`, total.count]));
      for (const { entry, count } of sent) {
        const total = byKey.get(`${entry.windowStart}\u0000${entry.key}`);
        if (total === undefined) continue;
        entry.shared = total;
        entry.pending -= count;
      }
      this.unshared = false;
    } catch (error) {
      // The calls stay pending here and go with the next sync; limiting goes on with what this process knows.
      if (!this.unshared) this.options.onUnshared?.(error);
      this.unshared = true;
    }
  }
}
