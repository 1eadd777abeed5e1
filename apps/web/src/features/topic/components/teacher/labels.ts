import { ApplyStatus } from '@yanxiu/contract/enums';
import {
  TopicAppraisal,
  TopicLevel,
  TopicMemberStatus,
  TopicPhase,
  TopicRecordKind,
  TopicReviewKind,
  TopicStageKind,
  TopicStageStatus,
} from '@yanxiu/contract/topic-enums';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import type { ReviewWording } from '@/shared/review/review-wording';

// Labels of the topic enumerations on the teacher's pages: the contract holds both languages, so they are read
// there rather than repeated in the catalogues. Call them while rendering inside a component that uses
// useTranslation, so a language switch re-renders them.

type Labelled = { label: (value: never, locale: 'zh-CN' | 'en-US') => string; values: readonly string[] };

/** The label of a value in the interface language; an unknown value (a newer server) shows as itself. */
function labelOf(enumeration: Labelled, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return enumeration.values.includes(value) ? enumeration.label(value as never, currentLocale()) : value;
}

export const levelLabel = (value: string | null | undefined) => labelOf(TopicLevel, value);
export const phaseLabel = (value: string | null | undefined) => labelOf(TopicPhase, value);
export const memberStatusLabel = (value: string | null | undefined) => labelOf(TopicMemberStatus, value);
export const stageKindLabel = (value: string | null | undefined) => labelOf(TopicStageKind, value);
export const stageStatusLabel = (value: string | null | undefined) => labelOf(TopicStageStatus, value);
export const appraisalLabel = (value: string | null | undefined) => labelOf(TopicAppraisal, value);
export const recordKindLabel = (value: string | null | undefined) => labelOf(TopicRecordKind, value);
export const reviewKindLabel = (value: string | null | undefined) => labelOf(TopicReviewKind, value);
export const applyStatusLabel = (value: string | null | undefined) => labelOf(ApplyStatus, value);

/** `{ value, label }` options of an enumeration in the interface language. */
export function enumOptions(enumeration: { options: (locale: 'zh-CN' | 'en-US') => Array<{ value: string; label: string }> }) {
  return enumeration.options(currentLocale());
}

/** Tag colours by apply status; 'processing' is avoided, its blue on blue reads under 4.5:1. */
export const APPLY_STATUS_COLORS: Record<string, string> = {
  '0': 'default',
  '2': 'blue',
  '4': 'geekblue',
  '5': 'orange',
  '6': 'success',
  '7': 'error',
  '8': 'default',
};
/** Tag colours by stage status. */
export const STAGE_STATUS_COLORS: Record<string, string> = {
  notFiled: 'default',
  reviewing: 'geekblue',
  returned: 'orange',
  passed: 'success',
  rejected: 'error',
};
/** Tag colours by phase. */
export const PHASE_COLORS: Record<string, string> = { application: 'blue', approved: 'green', concluded: 'purple' };

const STEPS = ['school', 'district', 'expert', 'applicant'];

/** The topic's review steps and statuses as the teacher's pages name them, for the shared review timeline. */
export function useTeacherReviewWording(): ReviewWording {
  const { t } = useTranslation();
  return {
    step: (code) => (STEPS.includes(code) ? t(`topicTeacher.history.steps.${code}`) : code),
    status: (code) => applyStatusLabel(code),
  };
}
