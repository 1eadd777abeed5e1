import { chinaDay } from '@server/platform/time/china-time';
import type { CertificateSheet } from './certificate-pdf';
import { awardOf, certificateStatus } from './certificate-view';
import type { CertificateRecord } from './certificates.repository';

/** The web app's public verification address of a code, on the origin the request came to. */
function verifyUrlOf(origin: string, code: string): string {
  return `${origin}/pc/verify/${encodeURIComponent(code)}`;
}

/** What the PDF draws of a certificate, its status as of `day` (a China day). */
export function sheetOf(certificate: CertificateRecord, origin: string, day = chinaDay(new Date())): CertificateSheet {
  return {
    status: certificateStatus(certificate, day),
    code: certificate.code,
    teacherName: certificate.teacherName,
    title: certificate.title,
    hours: Number(certificate.hours),
    award: awardOf(certificate),
    issuerName: certificate.issuerName,
    issuedOn: certificate.issuedOn,
    expiresOn: certificate.expiresOn,
    verifyUrl: verifyUrlOf(origin, certificate.code),
  };
}
