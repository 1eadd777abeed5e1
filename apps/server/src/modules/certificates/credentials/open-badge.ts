import { addDays, chinaDayStart } from '@server/platform/time/china-time';
import { certificateTexts } from '../certificates.texts';
import { awardOf, sourceOf } from '../certificate-view';
import type { CertificateRecord } from '../certificates.repository';
import { STATUS_LIST_BITS, type CredentialAddresses } from './credential-addresses';

// A certificate as an Open Badges 3.0 OpenBadgeCredential in the VC data model 2.0 (unsecured; credential-jws.ts
// signs it). Only what verifying needs about the holder: their name as the certificate prints it, nothing else.

export const CREDENTIAL_CONTEXTS = ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'];

export type IssuerOf = { name: string };

/** Where the certificate's bit is: which list (from 1) and the position in it. */
export function statusEntryOf(position: number): { list: number; index: number } {
  return { list: Math.floor(position / STATUS_LIST_BITS) + 1, index: position % STATUS_LIST_BITS };
}

function criteriaOf(certificate: CertificateRecord): string {
  const award = awardOf(certificate);
  const source = sourceOf(certificate);
  const both = (read: (locale: 'zh-CN' | 'en-US') => string) => `${read('zh-CN')} / ${read('en-US')}`;
  if (award) return both((locale) => certificateTexts(locale, 'criteriaAward', { title: certificate.title, honour: award.honour }));
  const values = { title: certificate.title, issuer: certificate.issuerName, count: Number(certificate.hours) };
  return both((locale) => certificateTexts(locale, source === 'programme' ? 'criteriaProgramme' : 'criteriaStaff', values));
}

/** The same achievement for every holder of a programme's certificate; a free title or award is its own. */
function achievementIdOf(certificate: CertificateRecord, addresses: CredentialAddresses): string {
  return certificate.programmeId !== null && sourceOf(certificate) === 'programme'
    ? `${addresses.issuer}#programme-${certificate.programmeId}`
    : `${addresses.issuer}#certificate-${certificate.code}`;
}

/** The credential of a certificate, its bit at `position` in the tenant's revocation lists. */
export function openBadgeCredentialOf(
  certificate: CertificateRecord,
  issuer: IssuerOf,
  addresses: CredentialAddresses,
  position: number,
): Record<string, unknown> {
  const award = awardOf(certificate);
  const status = statusEntryOf(position);
  const statusList = addresses.statusList(status.list);
  const criteria = criteriaOf(certificate);
  return {
    '@context': CREDENTIAL_CONTEXTS,
    id: addresses.credential(certificate.code),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: certificate.title,
    issuer: { id: addresses.issuer, type: ['Profile'], name: issuer.name, url: addresses.origin },
    // A certificate is valid from its China issue day through its China expiry day.
    validFrom: chinaDayStart(certificate.issuedOn).toISOString(),
    ...(certificate.expiresOn ? { validUntil: chinaDayStart(addDays(certificate.expiresOn, 1)).toISOString() } : {}),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityHash: certificate.teacherName, identityType: 'name', hashed: false }],
      ...(award ? {} : { creditsEarned: Number(certificate.hours) }),
      achievement: {
        id: achievementIdOf(certificate, addresses),
        type: ['Achievement'],
        achievementType: award ? 'Award' : 'Certificate',
        name: award ? `${certificate.title} · ${award.honour}` : certificate.title,
        description: criteria,
        criteria: { narrative: criteria },
        ...(award ? {} : { creditsAvailable: Number(certificate.hours) }),
        creator: { id: `${addresses.issuer}#unit-${certificate.issuerUnitId}`, type: ['Profile'], name: certificate.issuerName },
      },
    },
    credentialStatus: {
      id: `${statusList}#${status.index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(status.index),
      statusListCredential: statusList,
    },
  };
}
