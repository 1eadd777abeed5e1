import { useEffect, useSyncExternalStore } from 'react';

// What a page is about when its route's title is not enough for the browser tab (a shared topic names the topic, as
// the HTML the server wrote for it did). One value: only one page is on screen.
let subject: string | null = null;
const listeners = new Set<() => void>();

function setSubject(next: string | null): void {
  if (next === subject) return;
  subject = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names the browser tab after `text` (instead of the route's title) while the calling page is shown. */
export function usePageSubject(text: string | undefined): void {
  useEffect(() => {
    if (!text) return;
    setSubject(text);
    return () => setSubject(null);
  }, [text]);
}

/** The subject the current page set, if any (the document title reads it). */
export function usePageSubjectValue(): string | null {
  return useSyncExternalStore(subscribe, () => subject);
}
