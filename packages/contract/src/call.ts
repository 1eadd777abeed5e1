import { z } from 'zod';
import { CALL_ROLES, CallLimits } from './call-enums';

// The vocabulary a selection project (评选) and a topic call (课题指南) share: staff write a draft at the version they
// read, publish it (it freezes) and close it; teachers apply inside its window when its eligibility rule lets them.
// selection.ts and topic.ts extend these with their own fields; the shapes on the wire stay each domain's own.

/** A version number a write names, so a stale client gets 409 instead of overwriting newer data. */
export const Version = z.number().int().min(1);

/** A school section's code. */
export const SectionCode = z.string().regex(/^\d{1,2}$/, 'a school section code, e.g. 2');
/** A subject's code. */
export const SubjectCode = z.string().regex(/^\d{1,4}$/, 'a subject code, e.g. 101');

/** Who may apply; an empty list does not restrict. Selection adds career phases and learning hours. */
export const CallEligibility = z.object({
  /** School sections the applicant must teach in. */
  sectionCodes: z.array(SectionCode).max(CallLimits.sectionCodes),
  /** Subjects the applicant must teach. */
  subjectCodes: z.array(SubjectCode).max(CallLimits.subjectCodes),
  /** Roles of which the applicant must hold one (teacher, backbone). */
  roles: z.array(z.enum(CALL_ROLES)).max(CALL_ROLES.length),
});
export type CallEligibility = z.infer<typeof CallEligibility>;

/** The application window as staff write it (ISO 8601 with offset); `endsAfterStart` checks its order. */
export const ApplyWindowInput = z.object({
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
});

/** The application window as answers carry it (ISO 8601). */
export const ApplyWindow = z.object({ startsAt: z.string(), endsAt: z.string() });

/** A body's window must end after it starts; the issue names `endsAt`. */
export function endsAfterStart<T extends z.ZodType<{ startsAt: string; endsAt: string }>>(schema: T) {
  return schema.refine((body) => Date.parse(body.startsAt) < Date.parse(body.endsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });
}

/**
 * A save body that names its stored draft by `idKey` must name the version read too (a new draft names neither), so
 * two editors cannot overwrite each other.
 */
export function savedAtVersion<
  K extends string,
  T extends z.ZodType<Partial<Record<K, number | undefined>> & { version?: number | undefined }>,
>(schema: T, idKey: K) {
  return schema.refine((body) => body[idKey] === undefined || body.version !== undefined, {
    message: `version is required with ${idKey}`,
    path: ['version'],
  });
}

/** The body of a publish or close: the draft or call named by `idKey`, at the version read. */
export function versionedBody<K extends string, I extends z.ZodNumber>(idKey: K, id: I) {
  return z.object({ [idKey]: id, version: Version } as { [P in K]: I } & { version: typeof Version });
}
