import { SelectionLimits } from '@yanxiu/contract/limits';
import { ApplicantInfo } from '@yanxiu/contract/selection';
import type { TeacherInfo } from '@yanxiu/contract/teacher';

/** The applicant form's fields: the contract's ApplicantInfo, with an empty email as '' while typed. */
export type ApplicantFormValues = {
  name: string;
  phone: string;
  email: string;
  sectionCode: string | undefined;
  subjectCode: string | undefined;
  titleCode: string | undefined;
  introduction: string;
  groupId: number | undefined;
};

/** The form's starting values: the saved (or server-prefilled) information, gaps filled from my teacher record. */
export function initialApplicant(info: ApplicantInfo, groupId: number | null, teacher: TeacherInfo | null): ApplicantFormValues {
  return {
    name: info.name || teacher?.name || '',
    // The record's phone is masked (138****5678): never offered as the contact number.
    phone: info.phone,
    email: info.email ?? '',
    sectionCode: info.sectionCode || teacher?.sectionCode || undefined,
    subjectCode: info.subjectCode || teacher?.subjectCode || undefined,
    titleCode: info.titleCode ?? teacher?.titleCode ?? undefined,
    introduction: info.introduction,
    groupId: groupId ?? undefined,
  };
}

/** The information as the contract takes it, or null while some field breaks its rules. */
export function applicantOf(values: ApplicantFormValues): ApplicantInfo | null {
  const parsed = ApplicantInfo.safeParse({
    name: values.name ?? '',
    phone: values.phone ?? '',
    email: values.email?.trim() ? values.email.trim() : null,
    sectionCode: values.sectionCode ?? '',
    subjectCode: values.subjectCode ?? '',
    titleCode: values.titleCode ?? null,
    introduction: values.introduction ?? '',
  });
  return parsed.success ? parsed.data : null;
}

/** Field names of the form that the contract checks one by one. */
export type ApplicantField = 'name' | 'phone' | 'email' | 'introduction';

/** Whether one field's value keeps the contract's rule (the email may be left empty). */
export function fieldValid(field: ApplicantField, value: unknown): boolean {
  if (field === 'email')
    return typeof value !== 'string' || value.trim() === '' || ApplicantInfo.shape.email.safeParse(value.trim()).success;
  return ApplicantInfo.shape[field].safeParse(value ?? '').success;
}

/** The contract's lengths, for the inputs' counters. */
export const APPLICANT_LIMITS = {
  name: SelectionLimits.name,
  phone: SelectionLimits.phone,
  email: SelectionLimits.email,
  introduction: SelectionLimits.description,
} as const;
