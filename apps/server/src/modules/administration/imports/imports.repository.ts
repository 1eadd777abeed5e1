import type { RoleCode } from '@yanxiu/contract/roles';
import { and, asc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { careerPhases } from '@server/db/schema/development';
import { teachers, users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { ImportSchool, PlannedAccount } from './import-rows';

const SCHOOL_LEVEL = 1;
/** Rows per INSERT: 10,000 accounts in ten statements, each well under PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 1_000;

/** The tenant's open schools (an import names them; closed ones take no one new). */
export async function listOpenSchools(db: Executor, tenantId: TenantId): Promise<ImportSchool[]> {
  return db
    .select({ id: orgUnits.id, name: orgUnits.name, path: orgUnits.path, level: orgUnits.level, sectionCodes: orgUnits.sectionCodes })
    .from(orgUnits)
    .where(and(eq(orgUnits.tenantId, tenantId), eq(orgUnits.level, SCHOOL_LEVEL), isNull(orgUnits.closedAt)))
    .orderBy(asc(orgUnits.path));
}

/** The tenant's career phases, lowest first. */
export async function listTenantPhases(db: Executor, tenantId: TenantId): Promise<Array<{ code: string; name: string; nameEn: string }>> {
  return db
    .select({ code: careerPhases.code, name: careerPhases.name, nameEn: careerPhases.nameEn })
    .from(careerPhases)
    .where(eq(careerPhases.tenantId, tenantId))
    .orderBy(asc(careerPhases.rank));
}

/** Accounts of the tenant that hold one of the phones as their phone or as their username, keyed by that phone. */
export async function findAccountsByPhones(
  db: Executor,
  tenantId: TenantId,
  phones: readonly string[],
): Promise<Map<string, { name: string }>> {
  const found = new Map<string, { name: string }>();
  for (let start = 0; start < phones.length; start += INSERT_BATCH) {
    const batch = phones.slice(start, start + INSERT_BATCH);
    const rows = await db
      .select({ phone: users.phone, username: users.username, name: users.name })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), or(inArray(users.phone, batch), inArray(sql`lower(${users.username})`, batch))));
    for (const row of rows) {
      if (row.phone && batch.includes(row.phone)) found.set(row.phone, { name: row.name });
      if (batch.includes(row.username.toLowerCase()) && !found.has(row.username.toLowerCase()))
        found.set(row.username.toLowerCase(), { name: row.name });
    }
  }
  return found;
}

/**
 * Creates the accounts (username = phone) with their teacher records, each with its own initial password's hash
 * (`passwordHashes`, in the accounts' order) and the flag that makes them choose their own at first sign-in. Answers the ids created; a username taken meanwhile by
 * another writer is skipped here, and the caller refuses the whole import when the count falls short.
 */
export async function insertImportedAccounts(
  tx: Executor,
  tenantId: TenantId,
  accounts: readonly PlannedAccount[],
  passwordHashes: readonly string[],
  onBatch: (written: number) => void = () => undefined,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < accounts.length; start += INSERT_BATCH) {
    const batch = accounts.slice(start, start + INSERT_BATCH);
    const created = await tx
      .insert(users)
      .values(
        batch.map((account, index) => ({
          tenantId,
          username: account.phone,
          passwordHash: passwordHashes[start + index]!,
          name: account.name,
          gender: account.gender,
          phone: account.phone,
          orgUnitId: account.orgUnitId,
          roles: account.roles,
          mustChangePassword: true,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, username: users.username });
    const byPhone = new Map(batch.map((account) => [account.phone, account]));
    if (created.length > 0) {
      await tx.insert(teachers).values(
        created.map(({ id, username }) => {
          const account = byPhone.get(username)!;
          return {
            tenantId,
            userId: id,
            sectionCode: account.sectionCode,
            subjectCode: account.subjectCode,
            titleCode: account.titleCode,
            phaseCode: account.phaseCode,
          };
        }),
      );
    }
    ids.push(...created.map((row) => row.id));
    onBatch(start + batch.length);
  }
  return ids;
}

/** One account as the export writes it. */
export type ExportedAccount = {
  name: string;
  gender: string | null;
  phone: string | null;
  username: string;
  unitName: string;
  sectionCode: string | null;
  subjectCode: string | null;
  titleCode: string | null;
  phaseCode: string | null;
  roles: RoleCode[];
  status: string;
};

/** Accounts of units under `pathPrefix` (every unit when undefined), by unit then name; at most `limit`. */
export async function listAccountsForExport(
  db: Executor,
  tenantId: TenantId,
  pathPrefix: string | undefined,
  limit: number,
): Promise<ExportedAccount[]> {
  const rows = await db
    .select({
      name: users.name,
      gender: users.gender,
      phone: users.phone,
      username: users.username,
      unitName: orgUnits.name,
      sectionCode: teachers.sectionCode,
      subjectCode: teachers.subjectCode,
      titleCode: teachers.titleCode,
      phaseCode: teachers.phaseCode,
      roles: users.roles,
      status: users.status,
    })
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .leftJoin(teachers, and(eq(teachers.tenantId, users.tenantId), eq(teachers.userId, users.id)))
    .where(and(eq(users.tenantId, tenantId), pathPrefix === undefined ? undefined : like(orgUnits.path, `${pathPrefix}%`)))
    .orderBy(asc(orgUnits.path), asc(users.name), asc(users.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, roles: row.roles as RoleCode[] }));
}
