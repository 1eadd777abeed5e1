import type {
  CertificateAward,
  CertificateSource,
  CertificateStatus,
  CertificateVerification,
  ManagedCertificate,
  MyCertificate,
} from '@yanxiu/contract/certificates';
import type { CertificateRecord, CertificateWithHolder } from './certificates.repository';

/** Revocation wins; otherwise a certificate is valid through its expiry day (China dates compare as strings). */
export function certificateStatus(certificate: Pick<CertificateRecord, 'revokedAt' | 'expiresOn'>, today: string): CertificateStatus {
  if (certificate.revokedAt) return 'revoked';
  if (certificate.expiresOn !== null && certificate.expiresOn < today) return 'expired';
  return 'valid';
}

/** The stored source as the contract names it (anything unknown reads as a programme's, as before awards). */
export function sourceOf(certificate: Pick<CertificateRecord, 'source'>): CertificateSource {
  return certificate.source === 'staff' || certificate.source === 'award' ? certificate.source : 'programme';
}

/** An award's honour and level; null for the other sources. */
export function awardOf(certificate: Pick<CertificateRecord, 'source' | 'awardHonour' | 'awardLevel'>): CertificateAward | null {
  return certificate.source === 'award' ? { honour: certificate.awardHonour ?? '', level: certificate.awardLevel } : null;
}

export function toMyCertificate(certificate: CertificateRecord, today: string): MyCertificate {
  return {
    id: certificate.id,
    code: certificate.code,
    programmeId: certificate.programmeId,
    source: sourceOf(certificate),
    teacherName: certificate.teacherName,
    title: certificate.title,
    hours: Number(certificate.hours),
    award: awardOf(certificate),
    issuerName: certificate.issuerName,
    issuedOn: certificate.issuedOn,
    expiresOn: certificate.expiresOn,
    status: certificateStatus(certificate, today),
    revokedAt: certificate.revokedAt ? certificate.revokedAt.toISOString() : null,
    revokeReason: certificate.revokeReason,
  };
}

export function toManagedCertificate(certificate: CertificateWithHolder, today: string): ManagedCertificate {
  return { ...toMyCertificate(certificate, today), userId: certificate.userId, schoolName: certificate.schoolName };
}

/** Only what verifying needs: no user id, phone or identity number ever leaves through the public page. */
export function toVerification(certificate: CertificateRecord, today: string): CertificateVerification {
  const mine = toMyCertificate(certificate, today);
  return {
    code: mine.code,
    status: mine.status,
    source: mine.source,
    teacherName: mine.teacherName,
    title: mine.title,
    hours: mine.hours,
    award: mine.award,
    issuerName: mine.issuerName,
    issuedOn: mine.issuedOn,
    expiresOn: mine.expiresOn,
    revokedAt: mine.revokedAt,
    revokeReason: mine.revokeReason,
  };
}
