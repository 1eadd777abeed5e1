import { useCallback, useEffect, useRef, useState } from 'react';
import { RequestError } from '@/shared/request/request';
import { getTopic } from '../../api/teacher/get-topic';
import { saveApplication } from '../../api/teacher/save-application';
import { draftBody, type ApplyFormValues } from '../../model/apply-form';

/** Where the server draft stands: nothing typed, waiting to save, saving, saved, not savable yet, or failed. */
export type DraftStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'incomplete' | 'failed';
export type DraftState = { status: DraftStatus; savedAt: number | null };

/** Typing pauses this long before the draft is saved; a failed save is tried again after the retry pause. */
export const DRAFT_DELAY_MS = 1_000;
export const DRAFT_RETRY_MS = 5_000;

/** A network failure, a server error or a throttle may pass later; any other refusal will not. */
function mayPassLater(error: unknown): boolean {
  if (!(error instanceof RequestError)) return true;
  const status = error.httpStatus;
  return status === undefined || status >= 500 || status === 429 || status === 408;
}

export type DraftTarget = { callId: number; applyId: number | null; version: number | null };

/**
 * The server draft of one application: the latest values are saved once typing pauses, one save at a time, each
 * naming the version the previous returned. A save refused as stale (409, saved meanwhile in another tab) goes once
 * more at the version now stored, since these values are the newest. `onCreated` hears the first save's applyId.
 */
export function useDraftSave(initial: DraftTarget, onCreated: (applyId: number) => void) {
  const target = useRef(initial);
  const latest = useRef<ApplyFormValues | null>(null);
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const created = useRef(onCreated);
  created.current = onCreated;
  const [state, setState] = useState<DraftState>({ status: 'idle', savedAt: null });

  const send = useCallback(async (): Promise<boolean> => {
    const values = latest.current;
    if (values === null) return true;
    const body = draftBody(values, target.current);
    if (body === null) {
      setState((now) => ({ ...now, status: 'incomplete' }));
      return false;
    }
    latest.current = null;
    setState((now) => ({ ...now, status: 'saving' }));
    try {
      let result;
      try {
        result = await saveApplication(body);
      } catch (error) {
        if (!(error instanceof RequestError && error.httpStatus === 409 && target.current.applyId !== null)) throw error;
        const stored = await getTopic(target.current.applyId);
        result = await saveApplication({ ...body, version: stored.version });
      }
      const isNew = target.current.applyId === null;
      target.current = { ...target.current, applyId: result.applyId, version: result.version };
      if (isNew) created.current(result.applyId);
      setState({ status: latest.current === null ? 'saved' : 'pending', savedAt: Date.now() });
      return true;
    } catch (error) {
      // Kept for the next try unless newer values came meanwhile.
      latest.current ??= values;
      setState((now) => ({ ...now, status: 'failed' }));
      if (mayPassLater(error)) timer.current = setTimeout(() => void flushRef.current(), DRAFT_RETRY_MS);
      return false;
    }
  }, []);

  /** Saves what waits now (after a save under way); true once the server holds the latest values. */
  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (running.current) await running.current;
    const run = send();
    running.current = run;
    try {
      return await run;
    } finally {
      if (running.current === run) running.current = null;
    }
  }, [send]);
  const flushRef = useRef(flush);
  flushRef.current = flush;

  /** The form changed: these values are saved once typing pauses. */
  const edit = useCallback(
    (values: ApplyFormValues) => {
      latest.current = values;
      setState((now) => ({ ...now, status: 'pending' }));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DRAFT_DELAY_MS);
    },
    [flush],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { state, edit, flush, target };
}
