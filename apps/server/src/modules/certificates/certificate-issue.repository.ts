import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { certificates } from '@server/db/schema/learning';
import { users } from '@server/db/schema/identity';
import { chinaDay } from '@server/platform/time/china-time';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Issuing certificates, on programme completion (an event of training) and by staff (this module's routes).

/** Crockford's base32 without I, L, O and U: nothing to misread when typing a code off paper. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 12;

/** A fresh verification code: 12 characters, 60 random bits, so codes cannot be guessed or enumerated. */
export function newCertificateCode(): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export type NewCertificate = {
  userId: number;
  programmeId: number | null;
  source: 'programme' | 'staff' | 'award';
  title: string;
  hours: number;
  /** An award's honour and level (source award only). */
  award?: { honour: string; level: string | null };
  issuerUnitId: number;
  issuerName: string;
  expiresOn: string | null;
  issuedBy: number | null;
  now: Date;
};

/**
 * Issues a certificate with the teacher's name as it is now. Answers the new certificate's id, or null when the
 * teacher already holds the programme's completion certificate (the partial unique key decides under races).
 */
export async function issueCertificate(db: Executor, tenantId: TenantId, issue: NewCertificate): Promise<number | null> {
  const teacher = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, issue.userId)))
    .limit(1);
  if (!teacher[0]) return null;
  const rows = await db
    .insert(certificates)
    .values({
      tenantId,
      code: newCertificateCode(),
      userId: issue.userId,
      programmeId: issue.programmeId,
      source: issue.source,
      teacherName: teacher[0].name,
      title: issue.title,
      hours: issue.hours,
      issuerUnitId: issue.issuerUnitId,
      issuerName: issue.issuerName,
      issuedOn: chinaDay(issue.now),
      expiresOn: issue.expiresOn,
      issuedBy: issue.issuedBy,
      awardHonour: issue.award?.honour ?? null,
      awardLevel: issue.award?.level ?? null,
      createdAt: issue.now,
    })
    .onConflictDoNothing()
    .returning({ id: certificates.id });
  return rows[0]?.id ?? null;
}
