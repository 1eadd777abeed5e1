/**
 * Concurrent lookups of one hot read (the session check, the caller's own record) answered by one query per batch
 * instead of one per request: callers that ask while a query of theirs is being prepared or while another one is in
 * flight are gathered, and the next query reads them all (equal keys share one row). Under load a whole event-loop
 * turn of requests costs one round trip, one plan execution and one result parse, which was most of what these
 * endpoints cost beyond the bare route.
 *
 * This is not a cache: every caller's answer comes from a query sent after the caller asked, so a write committed
 * before a request arrived (a sign-out, a disabled user, a role change, on any process) is always seen by it. Nothing
 * is kept once a batch is answered. A failed query fails every caller of its batch with that error.
 */
export type CoalescedRead<K, V> = (key: K) => Promise<V | undefined>;

type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

export type CoalescedReadOptions<K, V> = {
  /** The identity of a key: keys with the same id are read once and share the answer. */
  idOf: (key: K) => string;
  /** Reads every key of a batch in one go; answers by id (a missing id answers undefined). */
  readMany: (keys: K[]) => Promise<Map<string, V>>;
  /**
   * Batches in flight at once (default 2): with one, a caller arriving just after a batch left waits for its whole
   * round trip before its own is sent; two halve that wait and still gather the callers of a busy turn.
   */
  maxInFlight?: number;
};

export function coalescedRead<K, V>({ idOf, readMany, maxInFlight = 2 }: CoalescedReadOptions<K, V>): CoalescedRead<K, V> {
  let pending = new Map<string, { key: K; waiters: Array<Waiter<V>> }>();
  let inFlight = 0;
  let scheduled = false;

  // A bounded number of batches at a time: while they are in flight the next one fills up, and is sent when one of
  // them is answered.
  function schedule(): void {
    if (inFlight >= maxInFlight || scheduled || pending.size === 0) return;
    scheduled = true;
    // After the current turn's I/O callbacks, so every request parsed in this turn joins the batch.
    setImmediate(() => void flush());
  }

  async function flush(): Promise<void> {
    scheduled = false;
    const batch = pending;
    pending = new Map();
    inFlight += 1;
    try {
      const found = await readMany([...batch.values()].map((entry) => entry.key));
      for (const [id, entry] of batch) {
        const value = found.get(id);
        for (const waiter of entry.waiters) waiter.resolve(value);
      }
    } catch (error) {
      for (const entry of batch.values()) for (const waiter of entry.waiters) waiter.reject(error);
    } finally {
      inFlight -= 1;
      schedule();
    }
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const id = idOf(key);
      let entry = pending.get(id);
      if (!entry) {
        entry = { key, waiters: [] };
        pending.set(id, entry);
      }
      entry.waiters.push({ resolve, reject });
      schedule();
    });
}
