import { z } from 'zod';
import { enumSchema } from './enum-schema';
import { Level } from './enums';
import { AppIdQuery } from './envelope';
import type { Bilingual } from './locale';
import { ProfileKindSchema, type ProfileKind } from './profile';
import { VerificationState } from './profile-enums';

// The growth file (成长档案) as one PDF: a teacher's records grouped as the personal pages group them, each with its
// key fields and verification state, and a QR code of a public address that confirms the file was issued here and
// says whether its records still stand as printed.

/**
 * The sections of the PDF: the pages of /personal that list records, in their order, with the kinds each lists.
 * The web's personal pages group the kinds the same way (a test there checks they agree).
 */
export const GROWTH_FILE_SECTIONS: ReadonlyArray<{ page: string; label: Bilingual; kinds: readonly ProfileKind[] }> = [
  { page: 'baseInfo', label: { 'zh-CN': '基本信息', 'en-US': 'Basic information' }, kinds: ['qualification', 'edu-history'] },
  {
    page: 'influence',
    label: { 'zh-CN': '影响力', 'en-US': 'Influence' },
    kinds: ['honor', 'good-lesson', 'stu-awards', 'media-report', 'academic-post'],
  },
  {
    page: 'achievements',
    label: { 'zh-CN': '成果', 'en-US': 'Achievements' },
    kinds: ['public-thesis', 'pub-mono', 'patent', 'research-topic', 'material', 'edu-prd'],
  },
  {
    page: 'radiation',
    label: { 'zh-CN': '示范辐射', 'en-US': 'Outreach' },
    kinds: ['make-course', 'public-crs', 'guidance', 'mentoring', 'campaign'],
  },
  { page: 'evaluate', label: { 'zh-CN': '考核评价', 'en-US': 'Evaluation' }, kinds: ['exam', 'reflection'] },
];

/** The PDF: the caller's own, or (staff) a teacher's under them. */
export const GrowthFilePdfQuery = AppIdQuery.extend({
  userId: z
    .string()
    .regex(/^\d{1,15}$/, 'must be a number')
    .optional(),
});

/** A growth file's code as printed under its QR code (12 characters, as the certificates'; any case). */
export const GrowthFileCodeParams = z.object({ code: z.string().trim().min(1).max(32) });

/** What the public verification page shows of a growth file: who, when, and each record as printed and now. */
export const GrowthFileVerification = z.object({
  code: z.string(),
  teacherName: z.string(),
  orgName: z.string(),
  /** When the file was made (ISO 8601). */
  generatedAt: z.string(),
  records: z.array(
    z.object({
      kind: ProfileKindSchema,
      title: z.string(),
      date: z.iso.date(),
      level: enumSchema(Level).nullable(),
      /** The verification state printed. */
      state: enumSchema(VerificationState),
      /** `same`: unchanged since; `changed`: edited or decided again since; `deleted`: no longer kept. */
      now: z.enum(['same', 'changed', 'deleted']),
    }),
  ),
});
export type GrowthFileVerification = z.infer<typeof GrowthFileVerification>;
