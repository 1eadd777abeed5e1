import type { BackboneStatus } from '@yanxiu/contract/profile-backbone';
import type { TFunction } from 'i18next';

const KNOWN_STEPS = ['school', 'district', 'expert', 'applicant'];

/** A review step's name; an unknown code shows as itself. */
export function stepName(t: TFunction, code: string | null): string {
  if (!code) return '';
  return KNOWN_STEPS.includes(code) ? t(`backbone.steps.${code}`) : code;
}

/** Tag colours by status. */
export const STATUS_COLORS: Record<BackboneStatus, string> = {
  '2': 'default',
  '4': 'processing',
  '5': 'warning',
  '6': 'success',
  '7': 'error',
  '8': 'default',
};

/** Whether a teacher may make a new application after this one: none yet, or the last one closed without success. */
export function mayApplyAfter(status: BackboneStatus | undefined): boolean {
  return status === undefined || status === '7' || status === '8';
}
