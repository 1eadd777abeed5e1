import { createHash, randomBytes } from 'node:crypto';
import type { PortalIdentifier } from '@yanxiu/contract/portal-sign-in';
import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { TenantContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import {
  findLinkedUser,
  findUserByIdentifier,
  insertIdentifier,
  insertProvisionedTeacher,
  linkAccount,
  touchLink,
  type IdentityProviderRow,
} from './portal.repository';

/** The identifier a claim carries, normalised as accounts keep it; undefined when the claim is missing or unusable. */
export function identifierOf(kind: PortalIdentifier, claim: unknown): string | undefined {
  if (typeof claim !== 'string' && typeof claim !== 'number') return undefined;
  let value = String(claim).trim();
  if (kind === 'phone') value = value.replace(/^\+?86[\s-]?/, '').replace(/[\s-]/g, '');
  if (kind === 'nationalIdHash') value = value.toLowerCase();
  return value.length > 0 && value.length <= 200 ? value : undefined;
}

type Person = { row: IdentityProviderRow; issuer: string; subject: string; claims: Record<string, unknown> };

/**
 * The account a portal person signs in as: the one linked to their subject, else the one their identifying claim
 * names (linked now), else, where the tenant provisions unknown people, a new teacher account in the chosen school.
 * Otherwise EXTERNAL_PERSON_UNKNOWN. Runs in the sign-in's transaction, so a link or account is never half made.
 */
export async function identifyPerson(
  ctx: TenantContext,
  tx: Executor,
  { row, issuer, subject, claims }: Person,
  now: Date,
): Promise<number> {
  const linked = await findLinkedUser(tx, ctx.tenantId, issuer, subject);
  if (linked !== undefined) {
    await touchLink(tx, ctx.tenantId, issuer, subject, now);
    return linked;
  }
  const kind = row.identifier as PortalIdentifier;
  const identifier = identifierOf(kind, claims[row.claimName]);
  if (identifier === undefined) {
    ctx.log.warn({ claim: row.claimName }, 'portal sign-in: the identifying claim is missing');
    throw new AppError('EXTERNAL_PERSON_UNKNOWN');
  }
  let userId = await findUserByIdentifier(tx, ctx.tenantId, kind, identifier);
  if (userId === undefined) {
    if (row.unknownPeople !== 'provision' || row.provisionUnitId === null) throw new AppError('EXTERNAL_PERSON_UNKNOWN');
    userId = await provision(ctx, tx, { kind, identifier, issuer, subject, claims, unitId: row.provisionUnitId });
  }
  if (!(await linkAccount(tx, ctx.tenantId, { issuer, subject, userId }, now))) throw new AppError('PORTAL_LINKED_ELSEWHERE');
  return userId;
}

type Provision = {
  kind: PortalIdentifier;
  identifier: string;
  issuer: string;
  subject: string;
  claims: Record<string, unknown>;
  unitId: number;
};

/** A teacher account for a person the portal vouches for; its password is random and never told (they sign in through the portal). */
async function provision(
  ctx: TenantContext,
  tx: Executor,
  { kind, identifier, issuer, subject, claims, unitId }: Provision,
): Promise<number> {
  const username = `portal-${createHash('sha256').update(`${issuer}\0${subject}`).digest('hex').slice(0, 16)}`;
  const name = typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim().slice(0, 50) : username;
  const passwordHash = await ctx.passwords.hash(randomBytes(32).toString('base64url'));
  const userId = await insertProvisionedTeacher(tx, ctx.tenantId, {
    username,
    name,
    phone: kind === 'phone' ? identifier : null,
    passwordHash,
    orgUnitId: unitId,
  });
  if (kind !== 'phone') await insertIdentifier(tx, ctx.tenantId, kind, identifier, userId);
  await recordAudit(tx, ctx, {
    action: 'auth.portal_account_provisioned',
    entityType: 'user',
    entityId: String(userId),
    after: { username, name, unitId, issuer, subject },
  });
  return userId;
}
