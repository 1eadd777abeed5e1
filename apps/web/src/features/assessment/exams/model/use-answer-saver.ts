import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorCodes } from '@yanxiu/contract/errors';
import { RequestError } from '@/shared/request/request';

/** Where one question's answer stands: being saved, saved, or failed (kept in the tab and tried again). */
export type AnswerSaveStatus = 'pending' | 'saving' | 'saved' | 'failed';

/** Typed answers wait for a pause before saving; a failed save is tried again after the retry pause. */
const TYPING_DELAY_MS = 800;
const RETRY_MS = 3_000;

/** A network failure, a server error or a throttle may pass later; any other refusal will not. */
function mayPassLater(error: unknown): boolean {
  if (!(error instanceof RequestError)) return true;
  const status = error.httpStatus;
  return status === undefined || status >= 500 || status === 429 || status === 408;
}

/**
 * The attempt no longer takes answers (submitted, or past its deadline, or the exam closed): the server answers 409 or
 * 422. An answer that does not fit its question (also 422) is this page's own mistake, not a closed attempt.
 */
function isClosedRefusal(error: unknown): boolean {
  return (
    error instanceof RequestError &&
    (error.httpStatus === 409 || error.httpStatus === 422) &&
    error.code !== ErrorCodes.ASSESSMENT_ANSWER_MISMATCH.code
  );
}

type Slot<A> = { latest: A | undefined; hasLatest: boolean; timer: ReturnType<typeof setTimeout> | null; running: Promise<boolean> | null };

/** The save state of one question, made on first use. */
function slotOf<A>(slots: Map<number, Slot<A>>, position: number): Slot<A> {
  let slot = slots.get(position);
  if (!slot) {
    slot = { latest: undefined, hasLatest: false, timer: null, running: null };
    slots.set(position, slot);
  }
  return slot;
}

/**
 * Saves each question's answer as it is given: one save at a time per question, always the newest answer, a failed
 * save kept and tried again (automatically when it may pass, or by the teacher's retry), never dropped. When the
 * server says the attempt is closed, `onClosed` tells the page to read it again (it shows the submitted state).
 */
export function useAnswerSaver<A>(save: (position: number, answer: A) => Promise<unknown>, onClosed: () => void) {
  const slots = useRef(new Map<number, Slot<A>>());
  const saveRef = useRef(save);
  saveRef.current = save;
  const closedRef = useRef(onClosed);
  closedRef.current = onClosed;
  const [states, setStates] = useState<ReadonlyMap<number, AnswerSaveStatus>>(new Map());
  const mark = useCallback((position: number, status: AnswerSaveStatus) => {
    setStates((now) => new Map(now).set(position, status));
  }, []);

  const send = useCallback(
    async (position: number): Promise<boolean> => {
      const slot = slotOf(slots.current, position);
      if (!slot.hasLatest) return true;
      const answer = slot.latest as A;
      slot.hasLatest = false;
      mark(position, 'saving');
      try {
        await saveRef.current(position, answer);
        mark(position, slot.hasLatest ? 'pending' : 'saved');
        return true;
      } catch (error) {
        // Kept for the next try unless a newer answer came meanwhile.
        if (!slot.hasLatest) {
          slot.latest = answer;
          slot.hasLatest = true;
        }
        mark(position, 'failed');
        if (isClosedRefusal(error)) closedRef.current();
        else if (mayPassLater(error)) slot.timer = setTimeout(() => void flushRef.current(position), RETRY_MS);
        return false;
      }
    },
    [mark],
  );

  /** Saves what waits for `position` now (after a save under way); true once the server holds its newest answer. */
  const flush = useCallback(
    async (position: number): Promise<boolean> => {
      const slot = slotOf(slots.current, position);
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      while (slot.running) await slot.running;
      if (!slot.hasLatest) return true;
      const run = send(position);
      slot.running = run;
      try {
        return await run;
      } finally {
        slot.running = null;
      }
    },
    [send],
  );
  const flushRef = useRef(flush);
  flushRef.current = flush;

  /** The teacher gave an answer: saved at once, or after a pause in typing (`typed`). */
  const give = useCallback(
    (position: number, answer: A, typed = false) => {
      const slot = slotOf(slots.current, position);
      slot.latest = answer;
      slot.hasLatest = true;
      mark(position, 'pending');
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      if (typed) slot.timer = setTimeout(() => void flush(position), TYPING_DELAY_MS);
      else void flush(position);
    },
    [flush, mark],
  );

  /** Saves every waiting answer; true when the server holds them all. */
  const flushAll = useCallback(async (): Promise<boolean> => {
    const results = await Promise.all([...slots.current.keys()].map((position) => flush(position)));
    return results.every(Boolean);
  }, [flush]);

  useEffect(
    () => () => {
      for (const slot of slots.current.values()) if (slot.timer) clearTimeout(slot.timer);
    },
    [],
  );

  return { states, give, flush, flushAll };
}
