// One of the workers that search for the challenge's counter in parallel. It speaks the protocol of ALTCHA's
// `solveChallengeWorkers` (altcha/lib): a `work` message with the challenge and the counters this worker tries, an
// `abort` message once another worker has found it; it answers the solution, null when it gave up, or { error }.
import { solveChallenge, type Challenge } from 'altcha/lib';
import { chooseDeriveKey } from './derive-key';

type WorkMessage = {
  type: 'work' | 'abort';
  challenge: Challenge;
  counterMode?: 'uint32' | 'string';
  counterStart?: number;
  counterStep?: number;
  timeout?: number;
};

/** The worker's global scope, typed by hand: the web app compiles against the DOM library, not the worker one. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkMessage>) => void) | null;
  postMessage(message: unknown): void;
};
const deriveKey = chooseDeriveKey();
let controller: AbortController | undefined;

scope.onmessage = async ({ data }: MessageEvent<WorkMessage>) => {
  if (data.type === 'abort') {
    controller?.abort();
    return;
  }
  controller = new AbortController();
  const { challenge, counterMode, counterStart, counterStep, timeout } = data;
  try {
    scope.postMessage(await solveChallenge({ challenge, controller, counterMode, counterStart, counterStep, timeout, deriveKey }));
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
