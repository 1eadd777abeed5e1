import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ChangePasswordBody, LoginBody } from './auth';
import { IssueCertificatesBody, ManagedCertificatesQuery, RevokeCertificateBody } from './certificates';
import { AuditApplyBody, ApplyEvidence, DevelopmentApplyBody, ReviewQueueQuery } from './development-apply';
import { ConditionRule, ModelCode, PhaseCode, SaveConditionBody, SaveDevelopmentTypeBody } from './development-model';
import {
  CreateDeclarationBody,
  DecideDeclarationBody,
  ReportQuery,
  ReverseEntryBody,
  SaveRequirementBody,
  SaveSettingsBody,
} from './learning-hours';
import {
  CertificateLimits,
  DevelopmentLimits,
  KEYWORD_MAX,
  LearningLimits,
  MODEL_CODE_PATTERN,
  ProfileLimits,
  TeacherLimits,
  TrainingLimits,
} from './limits';
import { PROFILE_SCHEMAS, ProfileDecideBody, ProfileQueueQuery } from './profile';
import { AuthLimits } from './password-rules';
import { ConfirmTeacherInfoBody } from './teacher';
import {
  CatalogueQuery,
  ConfirmOrderBody,
  DecideEnrolmentsBody,
  EnrolmentsQuery,
  LinkedActivity,
  ManagedOrdersQuery,
  ManagedProgrammesQuery,
  ManagedTeachersQuery,
  ProgrammeInput,
  RefundOrderBody,
  SaveOpenClassBody,
  SaveStudioBody,
  StudiosQuery,
  UnitInput,
} from './training';

type Schema = z.ZodType;
const text = (length: number) => 'x'.repeat(length);
const accepts = (schema: Schema, value: unknown) => schema.safeParse(value).success;

/** The schema takes `limit` and refuses `beyond`: the constant is the schema's own limit. */
function bounds(schema: Schema, limit: unknown, beyond: unknown) {
  expect(accepts(schema, limit), `accepts ${String(limit).slice(0, 20)}`).toBe(true);
  expect(accepts(schema, beyond), `refuses ${String(beyond).slice(0, 20)}`).toBe(false);
}
const maxLength = (schema: Schema, max: number) => bounds(schema, text(max), text(max + 1));
const ids = (count: number) => Array.from({ length: count }, () => '0b5c8f2e-8a43-4f0e-9d55-3c1e8f6a1b20');
const shape = (schema: z.ZodObject) => schema.shape as Record<string, Schema>;
const option = (union: z.ZodDiscriminatedUnion, index: number) => shape(union.options[index] as z.ZodObject);

describe('the form limits the web client uses are the schemas’ own', () => {
  it('keywords', () => {
    for (const query of [
      CatalogueQuery,
      ManagedProgrammesQuery,
      EnrolmentsQuery,
      ManagedOrdersQuery,
      StudiosQuery,
      ManagedTeachersQuery,
      ManagedCertificatesQuery,
    ]) {
      maxLength(shape(query).keyword!, KEYWORD_MAX);
    }
    maxLength(shape(ReviewQueueQuery).keyword!, KEYWORD_MAX);
    maxLength(shape(ReportQuery).keyword!, LearningLimits.reportKeyword);
  });

  it('sign-in and the teacher’s information', () => {
    maxLength(shape(LoginBody).username!, AuthLimits.username);
    maxLength(shape(LoginBody).password!, AuthLimits.password);
    maxLength(shape(ChangePasswordBody).newPassword!, AuthLimits.password);
    bounds(shape(ConfirmTeacherInfoBody).teachingSinceYear!, TeacherLimits.teachingSinceYearMin, TeacherLimits.teachingSinceYearMin - 1);
  });

  it('training', () => {
    const programme = shape(ProgrammeInput);
    maxLength(programme.title!, TrainingLimits.title);
    maxLength(programme.summary!, TrainingLimits.shortText);
    maxLength(programme.description!, TrainingLimits.description);
    bounds(programme.sectionCodes!, Array(TrainingLimits.sectionCodes).fill('2'), Array(TrainingLimits.sectionCodes + 1).fill('2'));
    bounds(programme.subjectCodes!, Array(TrainingLimits.subjectCodes).fill('02'), Array(TrainingLimits.subjectCodes + 1).fill('02'));
    bounds(programme.capacity!, TrainingLimits.capacityMax, TrainingLimits.capacityMax + 1);
    bounds(programme.creditHours!, TrainingLimits.hoursMax, TrainingLimits.hoursMax + 0.1);
    bounds(programme.priceCents!, TrainingLimits.priceCentsMax, TrainingLimits.priceCentsMax + 1);
    maxLength(shape(LinkedActivity).title!, TrainingLimits.title);
    bounds(shape(LinkedActivity).url!, `/${text(TrainingLimits.shortText - 1)}`, `/${text(TrainingLimits.shortText)}`);
    const [video, document, offline] = [option(UnitInput, 0), option(UnitInput, 1), option(UnitInput, 2)];
    maxLength(video.title!, TrainingLimits.title);
    bounds(video.durationSeconds!, TrainingLimits.secondsMax, TrainingLimits.secondsMax + 1);
    bounds(video.creditHours!, TrainingLimits.hoursMax, TrainingLimits.hoursMax + 0.1);
    bounds(document.minViewSeconds!, TrainingLimits.secondsMax, TrainingLimits.secondsMax + 1);
    maxLength(offline.location!, TrainingLimits.location);
    maxLength(option(DecideEnrolmentsBody, 1).reason!, TrainingLimits.shortText);
    maxLength(shape(ConfirmOrderBody).paymentReference!, TrainingLimits.paymentReference);
    maxLength(shape(RefundOrderBody).reason!, TrainingLimits.shortText);
    const studio = shape(SaveStudioBody);
    maxLength(studio.name!, TrainingLimits.title);
    maxLength(studio.summary!, TrainingLimits.shortText);
    maxLength(studio.description!, TrainingLimits.description);
    const openClass = shape(SaveOpenClassBody);
    maxLength(openClass.title!, TrainingLimits.title);
    maxLength(openClass.teacherName!, TrainingLimits.teacherName);
    maxLength(openClass.schoolName!, TrainingLimits.schoolName);
    maxLength(openClass.grade!, TrainingLimits.grade);
    maxLength(openClass.summary!, TrainingLimits.shortText);
    bounds(openClass.durationSeconds!, TrainingLimits.secondsMax, TrainingLimits.secondsMax + 1);
  });

  it('learning', () => {
    const declaration = shape(CreateDeclarationBody);
    maxLength(declaration.title!, LearningLimits.declarationText);
    maxLength(declaration.organiser!, LearningLimits.declarationText);
    bounds(declaration.hours!, LearningLimits.declaredHoursMax, LearningLimits.declaredHoursMax + 0.1);
    bounds(declaration.evidenceFileIds!, ids(LearningLimits.evidenceFiles), ids(LearningLimits.evidenceFiles + 1));
    bounds(shape(SaveRequirementBody).totalHours!, LearningLimits.hoursMax, LearningLimits.hoursMax + 0.1);
    const share = shape(SaveSettingsBody).completionShare!;
    bounds(share, LearningLimits.completionShareMin, LearningLimits.completionShareMin - 0.01);
    bounds(share, LearningLimits.completionShareMax, LearningLimits.completionShareMax + 0.01);
    maxLength(shape(DecideDeclarationBody).comment!, LearningLimits.comment);
    maxLength(shape(ReverseEntryBody).reason!, LearningLimits.comment);
    bounds(shape(ReverseEntryBody).reason!, text(LearningLimits.reverseReasonMin), text(LearningLimits.reverseReasonMin - 1));
  });

  it('certificates', () => {
    const free = option(IssueCertificatesBody, 1);
    maxLength(free.title!, CertificateLimits.title);
    bounds(free.hours!, CertificateLimits.hoursMax, CertificateLimits.hoursMax + 0.1);
    bounds(free.hours!, CertificateLimits.hoursMin, 0);
    maxLength(shape(RevokeCertificateBody).reason!, CertificateLimits.revokeReason);
  });

  it('development', () => {
    maxLength(shape(DevelopmentApplyBody).statement!, DevelopmentLimits.statement);
    maxLength(option(AuditApplyBody, 1).comment!, DevelopmentLimits.reviewComment);
    bounds(ApplyEvidence, { c1: ids(DevelopmentLimits.evidenceFiles) }, { c1: ids(DevelopmentLimits.evidenceFiles + 1) });
    const type = shape(SaveDevelopmentTypeBody);
    maxLength(type.code!, DevelopmentLimits.code);
    maxLength(type.name!, DevelopmentLimits.label);
    bounds(type.sort!, DevelopmentLimits.sortMax, DevelopmentLimits.sortMax + 1);
    maxLength(shape(SaveConditionBody).nameEn!, DevelopmentLimits.label);
    const params = (index: number) => shape(option(ConditionRule, index).params as z.ZodObject);
    const { minHours, years, minYears } = DevelopmentLimits.conditionParams;
    for (const [schema, [min, max]] of [
      [params(0).minHours!, minHours],
      [params(0).years!, years],
      [params(1).minYears!, minYears],
    ] as const) {
      bounds(schema, min, min - 1);
      bounds(schema, max, max + 1);
    }
    for (const code of ['T1', 'post_type-2', 'x'.repeat(16), '', 'x'.repeat(17), 'a b', '类型']) {
      expect(MODEL_CODE_PATTERN.test(code), code).toBe(accepts(ModelCode, code));
      expect(MODEL_CODE_PATTERN.test(code), code).toBe(accepts(PhaseCode, code));
    }
  });

  it('profile records', () => {
    const save = shape(PROFILE_SCHEMAS['public-crs'].SaveBody);
    maxLength(save.title!, ProfileLimits.title);
    bounds(save.evidenceFileIds!, ids(ProfileLimits.evidenceFiles), ids(ProfileLimits.evidenceFiles + 1));
    const lecture = shape(PROFILE_SCHEMAS['public-crs'].Fields);
    maxLength(lecture.organiser!, ProfileLimits.name);
    bounds(lecture.audienceSize!, ProfileLimits.audienceSizeMax, ProfileLimits.audienceSizeMax + 1);
    maxLength(shape(PROFILE_SCHEMAS.reflection.Fields).content!, ProfileLimits.text);
    maxLength(shape(PROFILE_SCHEMAS.qualification.Fields).certificateNo!, ProfileLimits.code);
    bounds(shape(PROFILE_SCHEMAS['public-thesis'].Fields).authorRank!, ProfileLimits.authorRankMax, ProfileLimits.authorRankMax + 1);
    bounds(shape(PROFILE_SCHEMAS['make-course'].Fields).hours!, ProfileLimits.hoursMax, ProfileLimits.hoursMax + 0.1);
    bounds(shape(PROFILE_SCHEMAS.guidance.Fields).days!, ProfileLimits.daysMax, ProfileLimits.daysMax + 1);
    const decide = shape(ProfileDecideBody);
    maxLength(decide.reason!, ProfileLimits.reason);
    const item = { id: 1, version: 1 };
    bounds(decide.items!, Array(ProfileLimits.batch).fill(item), Array(ProfileLimits.batch + 1).fill(item));
    maxLength(shape(ProfileQueueQuery).keyword!, KEYWORD_MAX);
  });
});
