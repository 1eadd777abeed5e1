import type { QueryClient } from '@tanstack/react-query';
import { retryRead } from '@/shared/request/retry-read';

/** Query keys of the teacher's side of selection: projects, my applications, an application's parts. */
export const SELECTION_TEACHER_KEY = ['selection', 'teacher'] as const;

/** After a call that creates, submits or withdraws an application: every list and detail of mine may change. */
export function invalidateMine(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: SELECTION_TEACHER_KEY });
}

/** Reads are retried once on a network failure or a server error, never on a refusal. */
export const retryUnlessRefused = retryRead;
