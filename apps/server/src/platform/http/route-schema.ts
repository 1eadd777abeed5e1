import { envelope, ErrorEnvelope } from '@yanxiu/contract/envelope';
import type { z } from 'zod';

/** Response schemas of a route: the success envelope around `data`, and the error envelope for 4xx and 5xx. */
export function responses<T extends z.ZodType>(data: T) {
  return { 200: envelope(data), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
}
