import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { issueCertificate } from '@server/modules/certificates/certificate-issue.repository';
import { revokeCertificate } from '@server/modules/certificates/certificates.repository';
import { findPeopleWithUnits, hasCertificates } from './certificates-demo.repository';

// Demo certificates: the `teacher` account holds one valid certificate and one revoked one, both issued by the
// district office for offline training, so the certificate pages and the public verification page show both states.

/** Seeds the demo tenant's certificates once; answers how many it wrote. */
export async function seedDemoCertificates(db: Executor, tenantId: TenantId, now = new Date()): Promise<number> {
  if (await hasCertificates(db, tenantId)) return 0;
  const people = await findPeopleWithUnits(db, tenantId, ['teacher', 'district_admin']);
  const teacher = people.find((person) => person.username === 'teacher');
  const office = people.find((person) => person.username === 'district_admin');
  if (!teacher || !office) return 0;
  const issue = (title: string, hours: number) =>
    issueCertificate(db, tenantId, {
      userId: teacher.id,
      programmeId: null,
      source: 'staff',
      title,
      hours,
      issuerUnitId: office.orgUnitId,
      issuerName: office.unitName,
      expiresOn: null,
      issuedBy: office.id,
      now,
    });
  await issue('2026 年暑期教师线下集中研修', 24);
  const revoked = await issue('信息技术应用能力提升专题培训', 8);
  if (revoked !== null) await revokeCertificate(db, tenantId, revoked, { by: office.id, reason: '学时登记有误，已重新核定', now });
  return revoked === null ? 1 : 2;
}
