import { z } from 'zod';
import { RoleCodeSchema } from './auth';
import { enumSchema } from './enum-schema';
import { Gender } from './enums';
import { TeacherLimits } from './limits';

/** Path parameter of getTeacherInfo. */
export const UserIdParams = z.object({
  /** The user whose information is wanted. */
  userId: z.string().regex(/^\d{1,18}$/, 'userId must be a number'),
});

/** A person as the client shows them: account, org and, for teachers, the teaching record. */
export const TeacherInfo = z.object({
  userId: z.string(),
  username: z.string(),
  /** Real name. */
  name: z.string(),
  gender: enumSchema(Gender).nullable(),
  /** The org unit the user belongs to (a school for teachers). */
  orgId: z.string(),
  orgName: z.string(),
  /** Level of that org unit (1 school ... 5 national). */
  orgLevel: z.string(),
  /** Phone with the middle digits masked, e.g. 138****5678. */
  phone: z.string().nullable(),
  roles: z.array(RoleCodeSchema),
  /** Whether the user has a teacher record; staff-only accounts do not. */
  isTeacher: z.boolean(),
  /** School section code (see findSubjectAndSection). */
  sectionCode: z.string().nullable(),
  /** Subject code (see findSubjectAndSection). */
  subjectCode: z.string().nullable(),
  /** Professional title code (code table `professionalTitle`). */
  titleCode: z.string().nullable(),
  /** Current career phase code. */
  phaseCode: z.string().nullable(),
  /** Year the teacher started teaching. */
  teachingSinceYear: z.number().int().nullable(),
  /** True once the teacher has confirmed their information. */
  confirmed: z.boolean(),
});
export type TeacherInfo = z.infer<typeof TeacherInfo>;

/** The teacher confirms, and may correct, their information on first sign-in. */
export const ConfirmTeacherInfoBody = z.object({
  gender: enumSchema(Gender),
  sectionCode: z.string().min(1).max(8),
  subjectCode: z.string().min(1).max(8),
  titleCode: z.string().min(1).max(8),
  /** Mainland mobile number; omit to keep the one on record. */
  phone: z
    .string()
    .regex(/^1\d{10}$/, 'phone must be an 11-digit mobile number')
    .optional(),
  teachingSinceYear: z.number().int().min(TeacherLimits.teachingSinceYearMin).max(2100),
});
export type ConfirmTeacherInfoBody = z.infer<typeof ConfirmTeacherInfoBody>;

/** Masks a phone number for display: keeps the first three and last four digits. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  if (phone.length < 8) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}
