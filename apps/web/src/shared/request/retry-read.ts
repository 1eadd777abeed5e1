import { RequestError } from './request';

/**
 * Whether a failed read is worth one more try: a network failure or a 5xx may pass the second time; a 4xx answer
 * (refused, not found, bad address) will say the same again, so the page shows it at once instead of spinning
 * through retries first.
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  if (error instanceof RequestError && error.httpStatus !== undefined && error.httpStatus >= 400 && error.httpStatus < 500) return false;
  return failureCount < 1;
}
