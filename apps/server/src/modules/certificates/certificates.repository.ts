import type { CertificateStatus } from '@yanxiu/contract/certificates';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { certificates } from '@server/db/schema/learning';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of certificates. Status is not stored: revoked when revoked_at is set, otherwise expired after its expiry day
// (a China date), otherwise valid. `today` is always the caller's China day.

export type CertificateRecord = typeof certificates.$inferSelect;
/** A certificate with where its holder is now in the org tree (staff reach is decided by that). */
export type CertificateWithHolder = CertificateRecord & { holderOrgPath: string; schoolName: string };

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function statusIs(status: CertificateStatus, today: string): SQL | undefined {
  if (status === 'revoked') return isNotNull(certificates.revokedAt);
  if (status === 'expired') return and(isNull(certificates.revokedAt), lt(certificates.expiresOn, today));
  return and(isNull(certificates.revokedAt), or(isNull(certificates.expiresOn), gte(certificates.expiresOn, today)));
}

const withHolder = {
  certificate: certificates,
  holderOrgPath: orgUnits.path,
  schoolName: orgUnits.name,
};

const flatten = (row: { certificate: CertificateRecord; holderOrgPath: string; schoolName: string }): CertificateWithHolder => ({
  ...row.certificate,
  holderOrgPath: row.holderOrgPath,
  schoolName: row.schoolName,
});

/** The caller's certificates, newest first. */
export async function listCertificatesOfUser(db: Executor, tenantId: TenantId, userId: number): Promise<CertificateRecord[]> {
  return db
    .select()
    .from(certificates)
    .where(and(eq(certificates.tenantId, tenantId), eq(certificates.userId, userId)))
    .orderBy(desc(certificates.issuedOn), desc(certificates.id));
}

/** One certificate of the tenant with its holder's current org unit. */
export async function findCertificateById(db: Executor, tenantId: TenantId, id: number): Promise<CertificateWithHolder | undefined> {
  const rows = await db
    .select(withHolder)
    .from(certificates)
    .innerJoin(users, and(eq(users.tenantId, certificates.tenantId), eq(users.id, certificates.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(certificates.tenantId, tenantId), eq(certificates.id, id)))
    .limit(1);
  return rows[0] ? flatten(rows[0]) : undefined;
}

/** A certificate of the tenant by its verification code (codes are unique across tenants, the tenant still scopes). */
export async function findCertificateByCode(db: Executor, tenantId: TenantId, code: string): Promise<CertificateRecord | undefined> {
  const rows = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.tenantId, tenantId), eq(certificates.code, code)))
    .limit(1);
  return rows[0];
}

export type ManagedFilter = {
  /** Holders at or under this org path; undefined is the whole tenant. */
  orgPath: string | undefined;
  programmeId?: number | undefined;
  status?: CertificateStatus | undefined;
  keyword?: string | undefined;
  today: string;
};

function managedWhere(tenantId: TenantId, filter: ManagedFilter): SQL | undefined {
  const pattern = filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined;
  return and(
    eq(certificates.tenantId, tenantId),
    filter.orgPath === undefined ? undefined : like(orgUnits.path, `${escapeLike(filter.orgPath)}%`),
    filter.programmeId === undefined ? undefined : eq(certificates.programmeId, filter.programmeId),
    filter.status === undefined ? undefined : statusIs(filter.status, filter.today),
    pattern === undefined ? undefined : or(ilike(certificates.teacherName, pattern), ilike(certificates.code, pattern)),
  );
}

/** A page of the certificates staff see, newest first, with the total under the filter. */
export async function listManagedCertificates(
  db: Executor,
  tenantId: TenantId,
  filter: ManagedFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: CertificateWithHolder[]; total: number }> {
  const where = managedWhere(tenantId, filter);
  const rows = await db
    .select(withHolder)
    .from(certificates)
    .innerJoin(users, and(eq(users.tenantId, certificates.tenantId), eq(users.id, certificates.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(where)
    .orderBy(desc(certificates.issuedOn), desc(certificates.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ value: count() })
    .from(certificates)
    .innerJoin(users, and(eq(users.tenantId, certificates.tenantId), eq(users.id, certificates.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(where);
  return { rows: rows.map(flatten), total: Number(total?.value ?? 0) };
}

/** Every valid certificate of a programme, by teacher name. */
export async function listValidCertificatesOfProgramme(
  db: Executor,
  tenantId: TenantId,
  programmeId: number,
  today: string,
): Promise<CertificateRecord[]> {
  return db
    .select()
    .from(certificates)
    .where(and(eq(certificates.tenantId, tenantId), eq(certificates.programmeId, programmeId), statusIs('valid', today)))
    .orderBy(asc(certificates.teacherName), asc(certificates.id));
}

/** Revokes a certificate unless already revoked; answers whether this call revoked it. */
export async function revokeCertificate(
  db: Executor,
  tenantId: TenantId,
  id: number,
  revoke: { by: number; reason: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(certificates)
    .set({ revokedAt: revoke.now, revokedBy: revoke.by, revokeReason: revoke.reason })
    .where(and(eq(certificates.tenantId, tenantId), eq(certificates.id, id), isNull(certificates.revokedAt)))
    .returning({ id: certificates.id });
  return rows.length === 1;
}

/** The active teachers among `userIds` at or under `orgPath` (undefined: the whole tenant), with their names. */
export async function findTeachersUnder(db: Executor, tenantId: TenantId, orgPath: string | undefined, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: users.id, name: users.name })
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.status, 'active'),
        sql`'teacher' = any(${users.roles})`,
        inArray(users.id, [...userIds]),
        orgPath === undefined ? undefined : like(orgUnits.path, `${escapeLike(orgPath)}%`),
      ),
    );
}

/** Names of users of the tenant, for reporting who was skipped. */
export async function findUserNames(db: Executor, tenantId: TenantId, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...userIds])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Name of an org unit of the tenant (the issuer of a free-title certificate). */
export async function findOrgUnitName(db: Executor, tenantId: TenantId, id: number): Promise<string | undefined> {
  const rows = await db
    .select({ name: orgUnits.name })
    .from(orgUnits)
    .where(and(eq(orgUnits.tenantId, tenantId), eq(orgUnits.id, id)))
    .limit(1);
  return rows[0]?.name;
}
