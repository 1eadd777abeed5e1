import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { notifier } from '@/shared/request/notifier';

type Options<V> = {
  initial: () => V;
  /** Whether a refusal means someone else's save crossed ours (a stale version): the editor offers to reload. */
  isStale: (error: unknown) => boolean;
  /** Words for every other refusal, shown as an error toast. */
  failureText: (error: unknown) => string;
  /** A refusal the editor shows its own way (a rule naming the questions it lacks); true when it took it. */
  handled?: (error: unknown) => boolean;
};

/**
 * The editing state the assessment editors (exam, assignment, questionnaire) share: the form values, whether they
 * differ from what was saved (publishing waits for a save), and whether a save or publish met a newer version.
 */
export function useVersionedDraft<V extends object>({ initial, isStale, failureText, handled }: Options<V>) {
  const [values, setValues] = useState<V>(initial);
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState(false);

  const change = (patch: Partial<V>) => {
    setValues((now) => ({ ...now, ...patch }));
    setDirty(true);
  };

  const fail = (error: unknown) => {
    if (handled?.(error)) return;
    if (isStale(error)) setConflict(true);
    else notifier().error(failureText(error));
  };

  /** Saves the draft; once saved the values are clean, and `onSaved` sees what the server answered (a new id). */
  const save = <R, B>(mutation: UseMutationResult<R, unknown, B>, body: B, savedText: string, onSaved?: (saved: R) => void) =>
    mutation.mutate(body, {
      onSuccess: (saved) => {
        setDirty(false);
        notifier().success(savedText);
        onSaved?.(saved);
      },
      onError: fail,
    });

  const publish = <R, B>(mutation: UseMutationResult<R, unknown, B>, body: B, publishedText: string) =>
    mutation.mutate(body, { onSuccess: () => notifier().success(publishedText), onError: fail });

  return { values, dirty, conflict, change, fail, save, publish };
}
