import type {
  IssueCertificatesBody,
  IssueCertificatesResult,
  ManagedCertificatesPage,
  ManagedCertificatesQuery,
  MyCertificate,
  RevokeCertificateBody,
  CertificateVerification,
} from '@yanxiu/contract/certificates';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { hasRole, type Actor } from '@server/platform/auth/actor';
import type { AppDeps } from '@server/platform/deps';
import { AppError, fail } from '@server/platform/http/app-error';
import type { Tenant } from '@server/platform/tenant/tenant.repository';
import { chinaDay } from '@server/platform/time/china-time';
import { inWriteTransaction } from '@server/modules/development/development.public';
import { findEnrolledUserIds } from '@server/modules/training/training.public';
import { findProgrammeById } from '@server/modules/training/training.public';
import { isDistrictTrainingStaff, mayManageProgramme } from '@server/modules/training/training.public';
import { issueCertificate } from './certificate-issue.repository';
import type { CertificateSheet } from './certificate-pdf';
import { certificateStatus, toManagedCertificate, toMyCertificate, toVerification } from './certificate-view';
import {
  findCertificateByCode,
  findCertificateById,
  findOrgUnitName,
  findTeachersUnder,
  findUserNames,
  listCertificatesOfUser,
  listManagedCertificates,
  listValidCertificatesOfProgramme,
  revokeCertificate,
  type CertificateRecord,
} from './certificates.repository';

/** Staff roles of the certificate pages: school admins over their school's teachers, district staff the tenant. */
export const CERTIFICATE_STAFF_ROLES = ['school_admin', 'district_admin', 'platform_admin'] as const;

/** Where the caller's reach over holders starts in the org tree; undefined is the whole tenant. */
export function certificateReachOf(actor: Actor): string | undefined {
  return isDistrictTrainingStaff(actor) ? undefined : actor.orgPath;
}

/** The web app's public verification address of a code, on the origin the request came to. */
export function verifyUrlOf(origin: string, code: string): string {
  return `${origin}/pc/verify/${encodeURIComponent(code)}`;
}

export function sheetOf(certificate: CertificateRecord, origin: string): CertificateSheet {
  return {
    code: certificate.code,
    teacherName: certificate.teacherName,
    title: certificate.title,
    hours: Number(certificate.hours),
    issuerName: certificate.issuerName,
    issuedOn: certificate.issuedOn,
    expiresOn: certificate.expiresOn,
    verifyUrl: verifyUrlOf(origin, certificate.code),
  };
}

const entity = (id: number) => ({ entityType: 'certificate', entityId: String(id) });

export function createCertificatesService(deps: AppDeps) {
  const { db } = deps;
  const today = () => chinaDay(new Date());

  async function managedProgramme(tenant: Tenant, actor: Actor, programmeId: number) {
    const programme = await findProgrammeById(db, tenant.id, programmeId);
    if (!programme) throw new AppError('NOT_FOUND');
    if (!mayManageProgramme(actor, programme)) throw new AppError('FORBIDDEN');
    return programme;
  }

  return {
    async mine(tenant: Tenant, actor: Actor): Promise<MyCertificate[]> {
      const day = today();
      return (await listCertificatesOfUser(db, tenant.id, actor.userId)).map((row) => toMyCertificate(row, day));
    },

    /** The certificate behind a PDF download: its holder's, or one of a teacher the staff caller is over. */
    async forDownload(tenant: Tenant, actor: Actor, id: number): Promise<CertificateRecord> {
      const certificate = await findCertificateById(db, tenant.id, id);
      if (!certificate) throw new AppError('NOT_FOUND');
      if (certificate.userId === actor.userId) return certificate;
      const isStaff = hasRole(actor, ...CERTIFICATE_STAFF_ROLES);
      const reach = certificateReachOf(actor);
      if (!isStaff || (reach !== undefined && !certificate.holderOrgPath.startsWith(reach))) throw new AppError('FORBIDDEN');
      return certificate;
    },

    async verify(tenant: Tenant, code: string): Promise<CertificateVerification> {
      const certificate = await findCertificateByCode(db, tenant.id, code.toUpperCase());
      if (!certificate) throw new AppError('NOT_FOUND');
      return toVerification(certificate, today());
    },

    async list(tenant: Tenant, actor: Actor, query: ManagedCertificatesQuery): Promise<ManagedCertificatesPage> {
      const day = today();
      const { rows, total } = await listManagedCertificates(
        db,
        tenant.id,
        {
          orgPath: certificateReachOf(actor),
          programmeId: query.programmeId === undefined ? undefined : Number(query.programmeId),
          status: query.status,
          keyword: query.keyword || undefined,
          today: day,
        },
        { limit: query.size, offset: (query.current - 1) * query.size },
      );
      return { records: rows.map((row) => toManagedCertificate(row, day)), total, current: query.current, size: query.size };
    },

    async issue(request: FastifyRequest, tenant: Tenant, actor: Actor, body: IssueCertificatesBody): Promise<IssueCertificatesResult> {
      const now = new Date();
      if (body.expiresOn && body.expiresOn <= chinaDay(now)) {
        fail('UNPROCESSABLE', { issues: [{ path: 'body.expiresOn', message: 'must be after today' }] });
      }
      const userIds = [...new Set(body.userIds)];
      let issue: { programmeId: number | null; source: 'programme' | 'staff'; title: string; hours: number; issuerUnitId: number; issuerName: string };
      if (body.kind === 'programme') {
        const programme = await managedProgramme(tenant, actor, body.programmeId);
        const enrolled = new Set(await findEnrolledUserIds(db, tenant.id, programme.id, userIds));
        const strangers = userIds.filter((id) => !enrolled.has(id));
        if (strangers.length > 0) fail('UNPROCESSABLE', { issues: [{ path: 'body.userIds', message: `not enrolled in the programme: ${strangers.join(', ')}` }] });
        // The programme's certificate, the same as completion issues, so the one-per-teacher key applies.
        issue = { programmeId: programme.id, source: 'programme', title: programme.title, hours: programme.creditHours, issuerUnitId: programme.organiserUnitId, issuerName: programme.organiserName };
      } else {
        const teachers = new Set((await findTeachersUnder(db, tenant.id, certificateReachOf(actor), userIds)).map((row) => row.userId));
        const strangers = userIds.filter((id) => !teachers.has(id));
        if (strangers.length > 0) fail('UNPROCESSABLE', { issues: [{ path: 'body.userIds', message: `not teachers you manage: ${strangers.join(', ')}` }] });
        const issuerName = (await findOrgUnitName(db, tenant.id, actor.orgUnitId)) ?? tenant.name;
        issue = { programmeId: null, source: 'staff', title: body.title, hours: body.hours, issuerUnitId: actor.orgUnitId, issuerName };
      }
      return inWriteTransaction(db, async (tx) => {
        const issued: IssueCertificatesResult['issued'] = [];
        const skippedIds: number[] = [];
        for (const userId of userIds) {
          const certificateId = await issueCertificate(tx, tenant.id, { ...issue, userId, expiresOn: body.expiresOn ?? null, issuedBy: actor.userId, now });
          if (certificateId === null) skippedIds.push(userId);
          else {
            issued.push({ userId, certificateId });
            await recordAudit(tx, request, tenant.id, { action: 'certificate.issued', ...entity(certificateId), after: { ...issue, userId, expiresOn: body.expiresOn ?? null } });
          }
        }
        const names = await findUserNames(tx, tenant.id, skippedIds);
        return { issued, skipped: skippedIds.map((userId) => ({ userId, name: names.get(userId) ?? '' })) };
      });
    },

    async revoke(request: FastifyRequest, tenant: Tenant, actor: Actor, body: RevokeCertificateBody): Promise<MyCertificate> {
      const certificate = await this.forDownload(tenant, actor, body.id);
      if (!hasRole(actor, ...CERTIFICATE_STAFF_ROLES)) throw new AppError('FORBIDDEN');
      if (certificate.revokedAt) throw new AppError('CERTIFICATE_REVOKED_ALREADY');
      const now = new Date();
      return inWriteTransaction(db, async (tx) => {
        if (!(await revokeCertificate(tx, tenant.id, body.id, { by: actor.userId, reason: body.reason, now }))) throw new AppError('CERTIFICATE_REVOKED_ALREADY');
        await recordAudit(tx, request, tenant.id, {
          action: 'certificate.revoked',
          ...entity(body.id),
          before: { status: certificateStatus(certificate, today()) },
          after: { status: 'revoked', reason: body.reason },
        });
        return toMyCertificate({ ...certificate, revokedAt: now, revokedBy: actor.userId, revokeReason: body.reason }, today());
      });
    },

    /** The valid certificates of a programme the caller manages, for the ZIP; 404 when there is none. */
    async forZip(tenant: Tenant, actor: Actor, programmeId: number): Promise<{ title: string; certificates: CertificateRecord[] }> {
      const programme = await managedProgramme(tenant, actor, programmeId);
      const certificates = await listValidCertificatesOfProgramme(db, tenant.id, programme.id, today());
      if (certificates.length === 0) throw new AppError('NO_CERTIFICATES');
      return { title: programme.title, certificates };
    },
  };
}
