import type { DeclarationStatus, HourSource } from '@yanxiu/contract/learning-hours';

/** Tag colours by where an entry came from. */
export const SOURCE_COLORS: Record<HourSource, string> = { lesson: 'blue', offline: 'cyan', programme: 'geekblue', declared: 'purple', reversal: 'red' };

/** Tag colours by declaration status. */
export const STATUS_COLORS: Record<DeclarationStatus, string> = { pending: 'processing', approved: 'success', rejected: 'error', withdrawn: 'default' };
