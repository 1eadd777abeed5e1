// A stream of mixed writes against a running server, for the fault tests: each writer repeats one kind of write
// as fast as the server answers, and records what the server acknowledged (a 200 with code 0), so that after a
// crash the test can check that everything acknowledged is there.
import { bearer, DEMO_APP_ID, type LoginInfo } from './api';

export type Answer = { status: number; body: { code?: number; data?: unknown } | undefined; retryAfter: string | null };

/** Calls the demo tenant's API; a network failure (the server is gone) rejects with a TypeError. */
export async function call(
  baseUrl: string,
  session: LoginInfo | undefined,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer> {
  const separator = path.includes('?') ? '&' : '?';
  const headers: Record<string, string> = {
    ...(session ? bearer(session) : {}),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  const response = await fetch(`${baseUrl}/api${path}${separator}appId=${DEMO_APP_ID}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: Answer['body'];
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed, retryAfter: response.headers.get('retry-after') };
}

/** The data of a successful answer; anything else throws with the answer, naming the call. */
export function dataOf<T>(answer: Answer, what: string): T {
  if (answer.status !== 200 || answer.body?.code !== 0) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as T;
}

/**
 * What the server may hold for one thing after a crash: the state it acknowledged last, plus the state of a write
 * that was sent but not answered (it may or may not have committed before the kill).
 */
export class Outcomes {
  private readonly states = new Map<string, Set<string>>();

  /** A write towards `state` is about to be sent: from now on either outcome is acceptable. */
  sending(key: string, state: string): void {
    const known = this.states.get(key);
    if (known) known.add(state);
  }

  /** The server acknowledged `state`: nothing older is acceptable any more. */
  acknowledged(key: string, state: string): void {
    this.states.set(key, new Set([state]));
  }

  /** The acknowledged things whose state after the crash is not one they may be in, as messages. */
  mismatches(found: (key: string) => string | undefined): string[] {
    return [...this.states].flatMap(([key, allowed]) => {
      const state = found(key);
      return state !== undefined && allowed.has(state)
        ? []
        : [`${key}: found ${state ?? 'nothing'}, acknowledged ${[...allowed].join(' or ')}`];
    });
  }

  get size(): number {
    return this.states.size;
  }
}

/** Writers that repeat their write until the server stops answering, counting acknowledgements. */
export class WriteStream {
  acknowledgements = 0;
  /** Requests the crash cut off: sent, never answered. */
  interrupted = 0;
  /** Anything a writer met that the stream does not expect (an error answer before the crash). */
  readonly unexpected: string[] = [];
  private readonly writers: Array<Promise<void>> = [];
  private stopped = 0;
  private readonly perWriter = new Map<string, number>();

  /** Starts a writer: `step` performs one round of writes and calls `acknowledge` after each answered one. */
  start(name: string, step: (acknowledge: () => void) => Promise<void>): void {
    this.perWriter.set(name, 0);
    const acknowledge = () => {
      this.acknowledgements += 1;
      this.perWriter.set(name, (this.perWriter.get(name) ?? 0) + 1);
    };
    this.writers.push(
      (async () => {
        for (;;) {
          try {
            await step(acknowledge);
          } catch (error) {
            // fetch rejects with a TypeError once the server is gone; anything else is the server answering badly.
            if (error instanceof TypeError) this.interrupted += 1;
            else this.unexpected.push(`${name}: ${(error as Error).message}`);
            this.stopped += 1;
            return;
          }
        }
      })(),
    );
  }

  /** Resolves once every writer has `each` acknowledgements and all together `total`; rejects if a writer stopped first. */
  async until(total: number, each: number): Promise<void> {
    while (this.acknowledgements < total || [...this.perWriter.values()].some((count) => count < each)) {
      if (this.unexpected.length > 0) throw new Error(`a writer failed before the crash:\n${this.unexpected.join('\n')}`);
      if (this.stopped > 0) throw new Error(`${this.stopped} writer(s) lost the server before the crash`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Waits until every writer has stopped (after the server is gone). */
  async settled(): Promise<void> {
    await Promise.all(this.writers);
  }
}
