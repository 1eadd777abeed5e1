/**
 * The application's autosave: edits wait a moment (typing is not a save per keystroke), then go together; an edit made
 * while a save is under way waits for the next one. A failed save never drops an edit: what was sent goes back under
 * whatever was typed since, and a network failure or a server error is retried by itself after a growing pause (and
 * at once when the browser says it is online again). A refusal (4xx) is not retried by itself, it would say the same
 * again; the edits stay and the page offers to try again.
 */

/** Where the draft stands, as the page shows it. */
export type DraftStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'retrying' | 'failed';

export type DraftSnapshot = {
  status: DraftStatus;
  /** When the last save succeeded (ms since the epoch); null before the first. */
  savedAt: number | null;
  /** The error of the last failed save, while it stands. */
  error: unknown;
  /** How many edits have not reached the server. */
  unsent: number;
};

export type DraftQueueOptions<Value> = {
  /** Sends the edits (key to its latest value); resolves once the server has them. */
  send: (edits: ReadonlyMap<string, Value>) => Promise<void>;
  /** Whether a failure may pass on a later try (network, 5xx), as opposed to a refusal. */
  isRetryable: (error: unknown) => boolean;
  onChange: (snapshot: DraftSnapshot) => void;
  /** Pause after the last edit before saving. */
  delayMs?: number;
  /** Pauses before each automatic retry; the last repeats. */
  retryDelaysMs?: readonly number[];
};

export const AUTOSAVE_DELAY_MS = 800;
export const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000] as const;

export class DraftQueue<Value> {
  private readonly pending = new Map<string, Value>();
  private inFlight: Map<string, Value> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private disposed = false;
  private snapshot: DraftSnapshot = { status: 'idle', savedAt: null, error: null, unsent: 0 };
  private readonly options: Required<DraftQueueOptions<Value>>;
  private readonly handleOnline = () => {
    if (this.snapshot.status === 'retrying') void this.flush();
  };

  constructor(options: DraftQueueOptions<Value>) {
    this.options = { delayMs: AUTOSAVE_DELAY_MS, retryDelaysMs: RETRY_DELAYS_MS, ...options };
    if (typeof window !== 'undefined') window.addEventListener('online', this.handleOnline);
  }

  /** The latest value of `key`; saved after the pause unless another edit comes first. */
  edit(key: string, value: Value): void {
    if (this.disposed) return;
    this.pending.set(key, value);
    // While a retry is scheduled, its pause stands: typing must not hammer a server that is down.
    if (this.snapshot.status === 'retrying') {
      this.publish({ unsent: this.unsentCount() });
      return;
    }
    this.schedule(this.options.delayMs);
    this.publish({ status: this.inFlight ? 'saving' : 'pending', unsent: this.unsentCount() });
  }

  /** Sends what is waiting now; true once nothing is left unsent (used before submit and by the retry button). */
  async flush(): Promise<boolean> {
    this.clearTimer();
    while (!this.disposed) {
      if (this.inFlight) {
        // The save under way failing means this one would too (its retry is already scheduled).
        if (!(await this.current)) return false;
        continue;
      }
      if (this.pending.size === 0) return this.snapshot.status !== 'failed' && this.snapshot.status !== 'retrying';
      const ok = await this.sendPending();
      if (!ok) return false;
    }
    return false;
  }

  /** Whether some edit has not reached the server (the page warns before leaving). */
  hasUnsent(): boolean {
    return this.unsentCount() > 0;
  }

  getSnapshot(): DraftSnapshot {
    return this.snapshot;
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    if (typeof window !== 'undefined') window.removeEventListener('online', this.handleOnline);
  }

  private current: Promise<boolean> = Promise.resolve(true);

  private unsentCount(): number {
    const keys = new Set(this.pending.keys());
    for (const key of this.inFlight?.keys() ?? []) keys.add(key);
    return keys.size;
  }

  private schedule(delay: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private sendPending(): Promise<boolean> {
    const batch = new Map(this.pending);
    this.pending.clear();
    this.inFlight = batch;
    this.publish({ status: 'saving', unsent: this.unsentCount() });
    this.current = this.options.send(batch).then(
      () => {
        this.inFlight = null;
        this.failures = 0;
        if (this.disposed) return true;
        const more = this.pending.size > 0;
        this.publish({ status: more ? 'pending' : 'saved', savedAt: Date.now(), error: null, unsent: this.unsentCount() });
        if (more) this.schedule(this.options.delayMs);
        return true;
      },
      (error: unknown) => {
        this.inFlight = null;
        // What was typed while the save was under way is newer than what was sent: it wins.
        for (const [key, value] of batch) if (!this.pending.has(key)) this.pending.set(key, value);
        if (this.disposed) return false;
        if (this.options.isRetryable(error)) {
          const delays = this.options.retryDelaysMs;
          const delay = delays[Math.min(this.failures, delays.length - 1)] ?? AUTOSAVE_DELAY_MS;
          this.failures += 1;
          this.publish({ status: 'retrying', error, unsent: this.unsentCount() });
          this.schedule(delay);
        } else {
          this.publish({ status: 'failed', error, unsent: this.unsentCount() });
        }
        return false;
      },
    );
    return this.current;
  }

  private publish(change: Partial<DraftSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.options.onChange(this.snapshot);
  }
}
