import { ApplyStatus } from '@yanxiu/contract/enums';
import { TopicAppraisal, TopicLevel, TopicMemberStatus, TopicPhase, TopicReviewKind, TopicStageKind } from '@yanxiu/contract/topic-enums';
import type { TFunction } from 'i18next';
import { currentLocale } from '@/shared/i18n/i18n';

// Labels of the topic enumerations on the staff and expert pages: the contract holds both languages, so they are
// read there rather than repeated in the catalogues. Call them while rendering inside a component that uses
// useTranslation, so a language switch re-renders them.

type Labelled<V extends string> = { label: (value: V, locale: 'zh-CN' | 'en-US') => string; values: readonly string[] };

/** The label of an enumeration value in the interface language; an unknown value (a newer server) shows as itself. */
function labelOf<V extends string>(enumeration: Labelled<V>, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return enumeration.values.includes(value) ? enumeration.label(value as V, currentLocale()) : value;
}

export const levelLabel = (value: string | null | undefined) => labelOf(TopicLevel, value);
export const phaseLabel = (value: string | null | undefined) => labelOf(TopicPhase, value);
export const reviewKindLabel = (value: string | null | undefined) => labelOf(TopicReviewKind, value);
export const stageKindLabel = (value: string | null | undefined) => labelOf(TopicStageKind, value);
export const appraisalLabel = (value: string | null | undefined) => labelOf(TopicAppraisal, value);
export const memberStatusLabel = (value: string | null | undefined) => labelOf(TopicMemberStatus, value);
export const applyStatusLabel = (value: string | null | undefined) => labelOf(ApplyStatus, value);

/** `{ value, label }` options of an enumeration in the interface language, for filters and selects. */
export function enumOptions<V extends string>(enumeration: { options: (locale: 'zh-CN' | 'en-US') => Array<{ value: V; label: string }> }) {
  return enumeration.options(currentLocale());
}

const STEPS = ['school', 'district', 'expert', 'applicant'];

/** A review step's name (school, district, expert); an unknown code shows as itself, none as nothing. */
export function stepLabel(t: TFunction, code: string | null | undefined): string {
  if (!code) return '';
  return STEPS.includes(code) ? t(`topicManage.steps.${code}`) : code;
}

/** Tag colours by apply status (2 in application ... 8 withdrawn); 'processing' is avoided, its blue on blue reads under 4.5:1. */
export const APPLY_STATUS_COLORS: Record<string, string> = {
  '0': 'default',
  '2': 'blue',
  '4': 'geekblue',
  '5': 'warning',
  '6': 'success',
  '7': 'error',
  '8': 'default',
};

/** Tag colours of a topic's phase. */
export const PHASE_COLORS: Record<string, string> = { application: 'blue', approved: 'geekblue', concluded: 'success' };

/** Tag colours of an appraisal. */
export const APPRAISAL_COLORS: Record<string, string> = { excellent: 'success', pass: 'blue', fail: 'error' };
