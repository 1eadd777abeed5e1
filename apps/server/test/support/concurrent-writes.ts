import type { LightMyRequestResponse } from 'fastify';
import type { Operation } from './openapi-operations';
import { internalsIn, notAnErrorEnvelope } from './response-leaks';

// The security suite's race probe: an operation that writes, sent several times at once with the same valid input
// by a caller it allows. Two writers racing for one unique value or one state must get a clean answer each (one
// wins, the others 409/422), never a 500 from a constraint the code did not expect to meet.

/** How many copies of a request go at once. */
export const CONCURRENT_COPIES = 4;

/**
 * Whether the operation may add rows, judged from the document: every POST and PUT. In this API reads are GETs and
 * removals DELETEs, so the writes that create (accounts, units, applications, enrolments, orders, sign-ins) are all
 * POST; the other POSTs (edits, state moves) race the same way and cost a few requests each, so none is left out.
 */
export function isWriteOperation(operation: Operation): boolean {
  return operation.method === 'POST' || operation.method === 'PUT';
}

/** What is wrong with one of the racing answers; empty when it is a clean answer. */
export function raceProblemsOf(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`answered ${status}`);
  const leaks = internalsIn(response.body);
  if (leaks.length > 0) problems.push(`the body shows ${leaks.join(', ')}`);
  if (status >= 400) {
    const notEnvelope = notAnErrorEnvelope(response.body);
    if (notEnvelope) problems.push(notEnvelope);
  } else if (String(response.headers['content-type'] ?? '').startsWith('application/json')) {
    // A success in JSON is the envelope with code 0 (files and streams answer in their own type).
    const code = (JSON.parse(response.body) as { code?: unknown }).code;
    if (code !== 0) problems.push(`a ${status} whose body is not the success envelope`);
  }
  return problems;
}

/** Sends the request CONCURRENT_COPIES times at once; answers every response. */
export function sendAtOnce(send: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: CONCURRENT_COPIES }, () => send()));
}
