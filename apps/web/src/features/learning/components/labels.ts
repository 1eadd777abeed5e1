import type { DeclarationStatus, HourSource } from '@yanxiu/contract/learning-hours';

/** Tag colours by where an entry came from. */
// Colours whose text keeps a 4.5:1 contrast on the tag's own background (cyan, green and gold do not).
export const SOURCE_COLORS: Record<HourSource, string> = {
  lesson: 'blue',
  offline: 'purple',
  programme: 'geekblue',
  declared: 'magenta',
  activity: 'purple',
  reversal: 'red',
};

/** Tag colours by declaration status. */
export const STATUS_COLORS: Record<DeclarationStatus, string> = {
  pending: 'blue',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};
