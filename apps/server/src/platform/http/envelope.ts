import type { Envelope } from '@yanxiu/contract/envelope';

/** Wraps a payload in the success envelope. */
export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: 0, msg, data };
}
