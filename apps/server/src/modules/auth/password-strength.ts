import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { CHINESE_COMMON_PASSWORDS, ROLE_WORDS } from './chinese-passwords';

/**
 * One part of the password as zxcvbn-ts split it: how it was recognised (`dictionary`, `bruteforce`, `date`...), for
 * a dictionary part the list and the word it matched (lower-cased), and the guesses it costs.
 */
export type StrengthPart = { pattern: string; dictionaryName?: string; matchedWord?: string; guesses: number };

/** What zxcvbn-ts makes of a password: its score (0 to 4) and the parts it was split into. */
export type StrengthEstimate = { score: number; parts: StrengthPart[] };

/** The names the added lists go by in `StrengthPart.dictionaryName` ('passwords…' reads as a common password). */
export const ADDED_DICTIONARIES = { chinesePasswords: 'passwordsChinese', roleWords: 'roleWords' } as const;

// Passwords are estimated on their first 64 characters: zxcvbn's matching grows steeply with length (over a second
// for some 128-character inputs), and 64 characters that are not easy to guess make the rest irrelevant.
const MAX_LENGTH = 64;

// The estimator runs in a worker thread, written as CommonJS source so it needs no build step of its own (the
// zxcvbn-ts packages ship CommonJS, resolved here to absolute paths). It loads the dictionaries (about 1.3 MB of
// words, plus the Chinese and role-word lists of chinese-passwords.ts) once, on the first password change of the
// process, never on sign-in; and a long or pathological password keeps that thread busy, never the one serving
// requests.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.core);
const common = require(workerData.common);
const english = require(workerData.english);
const zxcvbn = new ZxcvbnFactory({
  maxLength: workerData.maxLength,
  dictionary: { ...common.dictionary, ...english.dictionary, ...workerData.added },
  graphs: common.adjacencyGraphs,
});
parentPort.on('message', ({ id, password, userInputs }) => {
  try {
    const result = zxcvbn.check(password, userInputs);
    const parts = result.sequence.map((match) => ({
      pattern: match.pattern,
      dictionaryName: match.dictionaryName,
      matchedWord: match.matchedWord,
      guesses: match.guesses,
    }));
    parentPort.postMessage({ id, score: result.score, parts });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

type Reply = { id: number; score: number; parts: StrengthPart[]; error?: undefined } | { id: number; error: string };
type Pending = { resolve(estimate: StrengthEstimate): void; reject(error: Error): void };
type Estimator = { worker: Worker; pending: Map<number, Pending> };

let current: Estimator | undefined;
let nextId = 0;

function startEstimator(): Estimator {
  const require = createRequire(import.meta.url);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      core: require.resolve('@zxcvbn-ts/core'),
      common: require.resolve('@zxcvbn-ts/language-common'),
      english: require.resolve('@zxcvbn-ts/language-en'),
      maxLength: MAX_LENGTH,
      added: { [ADDED_DICTIONARIES.chinesePasswords]: CHINESE_COMMON_PASSWORDS, [ADDED_DICTIONARIES.roleWords]: ROLE_WORDS },
    },
  });
  const estimator: Estimator = { worker, pending: new Map() };
  const { pending } = estimator;
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    // Idle, the worker never keeps the process alive.
    if (pending.size === 0) worker.unref();
    if (reply.error !== undefined) waiting.reject(new Error(`password strength check failed: ${reply.error}`));
    else waiting.resolve({ score: reply.score, parts: reply.parts });
  });
  // A crashed worker fails what it was asked and is started afresh on the next check.
  const fail = (error: Error) => {
    if (current === estimator) current = undefined;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`password strength worker exited (${code})`)));
  worker.unref();
  return estimator;
}

/** Estimates how guessable a password is, knowing the words (the user's and their district's names) it must not lean on. */
export function estimateStrength(password: string, userInputs: readonly string[]): Promise<StrengthEstimate> {
  current ??= startEstimator();
  const { worker, pending } = current;
  const id = nextId++;
  return new Promise<StrengthEstimate>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.ref();
    worker.postMessage({ id, password, userInputs: [...userInputs] });
  });
}
