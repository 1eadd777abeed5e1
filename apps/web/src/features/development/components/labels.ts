import { ApplyStatus } from '@yanxiu/contract/enums';
import type { ApplyStatusValue } from '@yanxiu/contract/development-apply';
import type { TFunction } from 'i18next';
import { currentLocale } from '@/shared/i18n/i18n';

const KNOWN_STEPS = ['school', 'district', 'expert', 'applicant'];

/** A review step's name (school, district, expert, applicant); an unknown code shows as itself. */
export function stepLabel(t: TFunction, code: string | null): string {
  if (!code) return '';
  return KNOWN_STEPS.includes(code) ? t(`development.steps.${code}`) : code;
}

/** The apply-status label of the contract's enumeration, in the interface language. */
export function statusLabel(status: ApplyStatusValue): string {
  return ApplyStatus.label(status, currentLocale());
}

/** Tag colours by apply status. */
export const STATUS_COLORS: Record<ApplyStatusValue, string> = {
  '2': 'default',
  '4': 'processing',
  '5': 'warning',
  '6': 'success',
  '7': 'error',
  '8': 'default',
};

/** A date and time of the API (ISO 8601) in the product's one format, China time; '' for none. */
export { formatDateTime as formatTime } from '@/shared/format/date';
