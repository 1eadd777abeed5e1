import type {
  IssueCertificatesBody,
  IssueCertificatesResult,
  ManagedCertificatesPage,
  ManagedCertificatesQuery,
  MyCertificate,
  RevokeCertificateBody,
  CertificateVerification,
} from '@yanxiu/contract/certificates';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext, type TenantContext } from '@server/platform/context/request-context';
import { AppError, fail } from '@server/platform/http/app-error';
import { chinaDay } from '@server/platform/time/china-time';
import { enrolledAmong, trainingAccess, trainingProgrammeById } from '@server/modules/training/training.public';
import { certificateAccess, certificateReachOf } from './certificates.access';
import { issueAndTell } from './certificate-issuing';
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

const today = () => chinaDay(new Date());

const entity = (id: number) => ({ entityType: 'certificate' as const, entityId: String(id) });

async function managedProgramme({ db, tenantId, actor }: RequestContext, programmeId: number) {
  const programme = await trainingProgrammeById(db, tenantId, programmeId);
  if (!programme) throw new AppError('NOT_FOUND');
  requireAccess(actor, trainingAccess.manageProgramme, programme);
  return programme;
}

/** A certificate of the tenant, 404 when there is none. */
async function existing({ db, tenantId }: RequestContext, id: number) {
  const certificate = await findCertificateById(db, tenantId, id);
  if (!certificate) throw new AppError('NOT_FOUND');
  return certificate;
}

/** The caller's certificates, newest first. */
export async function myCertificates(ctx: RequestContext): Promise<MyCertificate[]> {
  const day = today();
  return (await listCertificatesOfUser(ctx.db, ctx.tenantId, ctx.actor.userId)).map((row) => toMyCertificate(row, day));
}

/** The certificate behind a PDF download: its holder's, or one of a teacher the staff caller is over. */
export async function certificateForDownload(ctx: RequestContext, id: number): Promise<CertificateRecord> {
  const certificate = await existing(ctx, id);
  requireAccess(ctx.actor, certificateAccess.downloadCertificate, certificate);
  return certificate;
}

/** Public: anyone holding the paper verifies it. */
export async function verifyCertificate(ctx: TenantContext, code: string): Promise<CertificateVerification> {
  const certificate = await findCertificateByCode(ctx.db, ctx.tenantId, code.toUpperCase());
  if (!certificate) throw new AppError('NOT_FOUND');
  return toVerification(certificate, today());
}

/** A page of the certificates the staff caller manages (their reach), filtered. */
export async function managedCertificates(ctx: RequestContext, query: ManagedCertificatesQuery): Promise<ManagedCertificatesPage> {
  const day = today();
  const { rows, total } = await listManagedCertificates(
    ctx.db,
    ctx.tenantId,
    {
      orgPath: certificateReachOf(ctx.actor),
      programmeId: query.programmeId === undefined ? undefined : Number(query.programmeId),
      status: query.status,
      keyword: query.keyword || undefined,
      today: day,
    },
    { limit: query.size, offset: (query.current - 1) * query.size },
  );
  return { records: rows.map((row) => toManagedCertificate(row, day)), total, current: query.current, size: query.size };
}

/**
 * Issues certificates by hand, audited: a programme's to teachers enrolled in it, or a free one (title, hours) to
 * teachers the caller is over. A teacher already holding the programme's certificate is skipped and named.
 */
export async function issueCertificatesByHand(ctx: RequestContext, body: IssueCertificatesBody): Promise<IssueCertificatesResult> {
  const { db, tenantId, tenant, actor } = ctx;
  const now = new Date();
  if (body.expiresOn && body.expiresOn <= chinaDay(now)) {
    fail('UNPROCESSABLE', { issues: [{ path: 'body.expiresOn', message: 'must be after today' }] });
  }
  const userIds = [...new Set(body.userIds)];
  let issue: {
    programmeId: number | null;
    source: 'programme' | 'staff';
    title: string;
    hours: number;
    issuerUnitId: number;
    issuerName: string;
  };
  if (body.kind === 'programme') {
    const programme = await managedProgramme(ctx, body.programmeId);
    const enrolled = new Set(await enrolledAmong(db, tenantId, programme.id, userIds));
    const strangers = userIds.filter((id) => !enrolled.has(id));
    if (strangers.length > 0)
      fail('UNPROCESSABLE', { issues: [{ path: 'body.userIds', message: `not enrolled in the programme: ${strangers.join(', ')}` }] });
    // The programme's certificate, the same as completion issues, so the one-per-teacher key applies.
    issue = {
      programmeId: programme.id,
      source: 'programme',
      title: programme.title,
      hours: programme.creditHours,
      issuerUnitId: programme.organiserUnitId,
      issuerName: programme.organiserName,
    };
  } else {
    const teachers = new Set((await findTeachersUnder(db, tenantId, certificateReachOf(actor), userIds)).map((row) => row.userId));
    const strangers = userIds.filter((id) => !teachers.has(id));
    if (strangers.length > 0)
      fail('UNPROCESSABLE', { issues: [{ path: 'body.userIds', message: `not teachers you manage: ${strangers.join(', ')}` }] });
    const issuerName = (await findOrgUnitName(db, tenantId, actor.orgUnitId)) ?? tenant.name;
    issue = { programmeId: null, source: 'staff', title: body.title, hours: body.hours, issuerUnitId: actor.orgUnitId, issuerName };
  }
  return ctx.transaction(async (tx) => {
    const issued: IssueCertificatesResult['issued'] = [];
    const skippedIds: number[] = [];
    for (const userId of userIds) {
      const certificateId = await issueAndTell(eventScopeOf(ctx, tx), {
        ...issue,
        userId,
        expiresOn: body.expiresOn ?? null,
        issuedBy: actor.userId,
        now,
      });
      if (certificateId === null) skippedIds.push(userId);
      else {
        issued.push({ userId, certificateId });
        await recordAudit(tx, ctx, {
          action: 'certificate.issued',
          ...entity(certificateId),
          after: { ...issue, userId, expiresOn: body.expiresOn ?? null },
        });
      }
    }
    const names = await findUserNames(tx, tenantId, skippedIds);
    return { issued, skipped: skippedIds.map((userId) => ({ userId, name: names.get(userId) ?? '' })) };
  });
}

/** Revokes a certificate the caller is over, with a reason; audited. 409 when it already is. */
export async function revokeManagedCertificate(ctx: RequestContext, body: RevokeCertificateBody): Promise<MyCertificate> {
  const { tenantId, actor } = ctx;
  const certificate = await existing(ctx, body.id);
  requireAccess(actor, certificateAccess.revokeCertificate, certificate);
  if (certificate.revokedAt) throw new AppError('CERTIFICATE_REVOKED_ALREADY');
  const now = new Date();
  return ctx.transaction(async (tx) => {
    if (!(await revokeCertificate(tx, tenantId, body.id, { by: actor.userId, reason: body.reason, now })))
      throw new AppError('CERTIFICATE_REVOKED_ALREADY');
    await recordAudit(tx, ctx, {
      action: 'certificate.revoked',
      ...entity(body.id),
      before: { status: certificateStatus(certificate, today()) },
      after: { status: 'revoked', reason: body.reason },
    });
    return toMyCertificate({ ...certificate, revokedAt: now, revokedBy: actor.userId, revokeReason: body.reason }, today());
  });
}

/** The valid certificates of a programme the caller manages, for the ZIP; 404 when there is none. */
export async function programmeCertificatesForZip(
  ctx: RequestContext,
  programmeId: number,
): Promise<{ title: string; certificates: CertificateRecord[] }> {
  const programme = await managedProgramme(ctx, programmeId);
  const certificates = await listValidCertificatesOfProgramme(ctx.db, ctx.tenantId, programme.id, today());
  if (certificates.length === 0) throw new AppError('NO_CERTIFICATES');
  return { title: programme.title, certificates };
}
