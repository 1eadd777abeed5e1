// Two small tools of the heartbeat path: writes that arrive in the same turn of the event loop go to the database
// together, and work on one key runs one at a time in this process (so a batch never holds a key twice and
// heartbeats of one lesson never race each other here; other processes are handled by compare-and-set).

/** Collects items until the current event-loop turn ends, then hands them to `flush` in batches of `maxBatch`. */
export function createWriteBatcher<I, O>(flush: (items: I[]) => Promise<O[]>, maxBatch = 256): (item: I) => Promise<O> {
  type Waiting = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };
  let pending: Waiting[] = [];
  let scheduled = false;

  function send(batch: Waiting[]) {
    flush(batch.map((waiting) => waiting.item)).then(
      (results) => batch.forEach((waiting, index) => waiting.resolve(results[index] as O)),
      (error: unknown) => batch.forEach((waiting) => waiting.reject(error)),
    );
  }

  function run() {
    scheduled = false;
    const taken = pending;
    pending = [];
    for (let start = 0; start < taken.length; start += maxBatch) send(taken.slice(start, start + maxBatch));
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(run);
      }
    });
}

/** Runs tasks of the same key one after another, in the order they were given; different keys run freely. */
export function createKeyedSerializer(): <T>(key: string, task: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>();
  return (key, task) => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
