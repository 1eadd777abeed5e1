import { z } from 'zod';

/** The zod schema accepting exactly an enumeration's values. */
export function enumSchema<const V extends string>(enumeration: { values: readonly [V, ...V[]] }) {
  return z.enum(enumeration.values);
}
