import { ApplicationKind, ApplyScope, ApplyStatus, Category, Level, SelfReview } from '@yanxiu/contract/enums';
import { IndicatorKind, IneligibleReason, NextStep, ProjectState } from '@yanxiu/contract/selection-enums';
import { currentLocale } from '@/shared/i18n/i18n';

// Labels of the selection enumerations, shared by the teacher's and the staff's pages: the contract holds both
// languages, so they are read there rather than repeated in the catalogues. Call them while rendering inside a
// component that uses useTranslation, so a language switch re-renders them.

type Labelled<V extends string> = { label: (value: V, locale: 'zh-CN' | 'en-US') => string; values: readonly string[] };

/** The label of an enumeration value in the interface language; an unknown value (a newer server) shows as itself. */
function labelOf<V extends string>(enumeration: Labelled<V>, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return enumeration.values.includes(value) ? enumeration.label(value as V, currentLocale()) : value;
}

export const applyStatusLabel = (value: string | null | undefined) => labelOf(ApplyStatus, value);
export const applyScopeLabel = (value: string | null | undefined) => labelOf(ApplyScope, value);
export const selfReviewLabel = (value: string | null | undefined) => labelOf(SelfReview, value);
export const levelLabel = (value: string | null | undefined) => labelOf(Level, value);
export const categoryLabel = (value: string | null | undefined) => labelOf(Category, value);
export const applicationKindLabel = (value: string | null | undefined) => labelOf(ApplicationKind, value);
export const indicatorKindLabel = (value: string | null | undefined) => labelOf(IndicatorKind, value);
export const projectStateLabel = (value: string | null | undefined) => labelOf(ProjectState, value);
export const ineligibleReasonLabel = (value: string | null | undefined) => labelOf(IneligibleReason, value);
export const nextStepLabel = (value: string | null | undefined) => labelOf(NextStep, value);

/** `{ value, label }` options of an enumeration in the interface language, for filters and selects. */
export function enumOptions(enumeration: { options: (locale: 'zh-CN' | 'en-US') => Array<{ value: string; label: string }> }) {
  return enumeration.options(currentLocale());
}

/** Tag colours by apply status (0 not applied ... 8 withdrawn); 'processing' is avoided, its blue on blue reads under 4.5:1. */
export const APPLY_STATUS_COLORS: Record<string, string> = {
  '0': 'default',
  '2': 'blue',
  '4': 'geekblue',
  '5': 'warning',
  '6': 'success',
  '7': 'error',
  '8': 'default',
};
