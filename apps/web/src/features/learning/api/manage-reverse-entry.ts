import type { ReverseEntryBody } from '@yanxiu/contract/learning-hours';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, RequestError } from '@/shared/request/request';
import { invalidateHours } from './keys';

/** learningManageReverseEntry: undoes a ledger entry with a reason (a negative entry names it); 409 4503 when already undone. */
export function reverseEntry(body: ReverseEntryBody): Promise<unknown> {
  // Quiet: "already reversed" gets its own explanation; the caller shows other failures.
  return request<unknown>(ApiPaths.learningManageReverseEntry, { body, skipErrorHandler: true });
}

/** ErrorCodes.ENTRY_ALREADY_REVERSED (the literal keeps the whole error table out of the page's chunk). */
export const ENTRY_ALREADY_REVERSED = 4503;

/** Whether the entry had been reversed by someone else meanwhile. */
export const isAlreadyReversed = (error: unknown) => error instanceof RequestError && error.code === ENTRY_ALREADY_REVERSED;

export function useReverseEntry() {
  const client = useQueryClient();
  // Refreshed either way: on "already reversed" the table must show the reversal someone else made.
  return useMutation({ mutationFn: reverseEntry, onSettled: () => void invalidateHours(client) });
}
