import { z } from 'zod';

/** Query of findCodeByTypeCode. */
export const CodeTypeQuery = z.object({
  /** The code table wanted, e.g. `level`, `applyStatus`, `professionalTitle`, `section`, `subject`. */
  typeCode: z.string().min(1).max(64),
});

/** One entry of a code table, labelled in both languages. */
export const CodeItem = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
});
export type CodeItem = z.infer<typeof CodeItem>;

/** A school section with the subjects taught in it. */
export const SectionWithSubjects = z.object({
  sectionCode: z.string(),
  sectionName: z.string(),
  sectionNameEn: z.string(),
  subjects: z.array(CodeItem),
});
export type SectionWithSubjects = z.infer<typeof SectionWithSubjects>;
