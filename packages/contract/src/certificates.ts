import { z } from 'zod';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { CertificateLimits, KEYWORD_MAX } from './limits';
import { IsoDateTime } from './iso-date-time';

// Certificates: issued when a teacher completes a programme, or by staff for offline training; verified by anyone
// through their code. The spec shows the route /my/certificate only, so these calls and shapes are ours.

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const DigitsId = z.string().regex(/^\d{1,15}$/, 'must be a number');
const IsoDate = z.iso.date();
/** Learning hours with at most one decimal, e.g. 1.5. */
const Hours = z.number().min(CertificateLimits.hoursMin).max(CertificateLimits.hoursMax).multipleOf(0.1);

/** valid; revoked by staff (wins over expiry); expired: past its expiry day (China date). */
export const CertificateStatus = z.enum(['valid', 'revoked', 'expired']);
export type CertificateStatus = z.infer<typeof CertificateStatus>;

/**
 * An award certificate's honour (e.g. 入选, 区级教学能手) and its level (the spec's level code, 1-5); its title is
 * what it was won in (a selection project). Award certificates carry no learning hours.
 */
export const CertificateAward = z.object({ honour: z.string(), level: z.string().nullable() });
export type CertificateAward = z.infer<typeof CertificateAward>;

/** programme: issued for a programme (on completion or by staff); staff: a free title issued by staff; award: an honour another domain grants (a selection's winner). */
export const CertificateSource = z.enum(['programme', 'staff', 'award']);
export type CertificateSource = z.infer<typeof CertificateSource>;

/** A certificate as its holder sees it. */
export const MyCertificate = z.object({
  id: Id,
  code: z.string(),
  programmeId: Id.nullable(),
  source: CertificateSource,
  teacherName: z.string(),
  title: z.string(),
  /** 0 for an award. */
  hours: z.number(),
  /** Set for source award only. */
  award: CertificateAward.nullable(),
  issuerName: z.string(),
  issuedOn: IsoDate,
  expiresOn: IsoDate.nullable(),
  status: CertificateStatus,
  revokedAt: IsoDateTime.nullable(),
  revokeReason: z.string().nullable(),
});
export type MyCertificate = z.infer<typeof MyCertificate>;

/** A certificate as staff see it in their list. */
export const ManagedCertificate = MyCertificate.extend({ userId: Id, schoolName: z.string() });
export type ManagedCertificate = z.infer<typeof ManagedCertificate>;

export const ManagedCertificatesQuery = AppIdQuery.extend(PageQuery.shape).extend({
  programmeId: DigitsId.optional(),
  status: CertificateStatus.optional(),
  /** Part of the teacher's name or of the code. */
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
});
export type ManagedCertificatesQuery = z.infer<typeof ManagedCertificatesQuery>;
export const ManagedCertificatesPage = paged(ManagedCertificate);
export type ManagedCertificatesPage = z.infer<typeof ManagedCertificatesPage>;

/** What the public verification page shows: enough to verify, nothing that identifies beyond the name. */
export const CertificateVerification = z.object({
  code: z.string(),
  status: CertificateStatus,
  source: CertificateSource,
  teacherName: z.string(),
  title: z.string(),
  hours: z.number(),
  award: CertificateAward.nullable(),
  issuerName: z.string(),
  issuedOn: IsoDate,
  expiresOn: IsoDate.nullable(),
  revokedAt: IsoDateTime.nullable(),
  revokeReason: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof CertificateVerification>;

/** A code as typed or scanned; unknown codes answer 404, so only the length is checked here. */
export const CertificateCodeParams = z.object({ code: z.string().trim().min(1).max(32) });
export const CertificateIdParams = z.object({ id: DigitsId });

const Recipients = z.array(Id).min(1).max(200);
const ExpiresOn = IsoDate.nullable().optional();

/** Issue by hand: for a programme (teachers enrolled in it) or for a free title (e.g. offline training). */
export const IssueCertificatesBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('programme'), programmeId: Id, userIds: Recipients, expiresOn: ExpiresOn }),
  z.object({
    kind: z.literal('free'),
    title: z.string().trim().min(1).max(CertificateLimits.title),
    hours: Hours,
    userIds: Recipients,
    expiresOn: ExpiresOn,
  }),
]);
export type IssueCertificatesBody = z.infer<typeof IssueCertificatesBody>;

/** Which teachers got a new certificate, and which were skipped because they already hold the programme's. */
export const IssueCertificatesResult = z.object({
  issued: z.array(z.object({ userId: Id, certificateId: Id })),
  skipped: z.array(z.object({ userId: Id, name: z.string() })),
});
export type IssueCertificatesResult = z.infer<typeof IssueCertificatesResult>;

export const RevokeCertificateBody = z.object({ id: Id, reason: z.string().trim().min(1).max(CertificateLimits.revokeReason) });
export type RevokeCertificateBody = z.infer<typeof RevokeCertificateBody>;

export const CertificatesZipQuery = AppIdQuery.extend({ programmeId: DigitsId });
