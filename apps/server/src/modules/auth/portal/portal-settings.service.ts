import type {
  IdentityProviderSettings,
  PortalIdentifier,
  PortalUnknownPeople,
  SaveIdentityProviderBody,
} from '@yanxiu/contract/portal-sign-in';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { Executor } from '@server/db/client';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { asTenantId, type TenantId } from '@server/platform/tenant/tenant-id';
import type { AuthClients } from '../auth-clients';
import { isLoopbackHttp } from './portal-client';
import { findIdentityProvider, findOpenSchool, saveIdentityProvider, tenantExists, type IdentityProviderRow } from './portal.repository';
import { secretContextOf } from './portal.service';

const unprocessable = (path: string, message: string) => new AppError('UNPROCESSABLE', { issues: [{ path, message }] });

function viewOf(tenantId: TenantId, row: IdentityProviderRow | undefined): IdentityProviderSettings {
  if (!row) {
    return {
      tenantId: String(tenantId),
      configured: false,
      enabled: false,
      displayName: '',
      issuer: '',
      clientId: '',
      clientSecretSet: false,
      scopes: ['openid', 'profile'],
      identifier: 'employeeNumber',
      claimName: 'employee_number',
      unknownPeople: 'refuse',
      provisionUnitId: null,
      version: 0,
    };
  }
  return {
    tenantId: String(tenantId),
    configured: true,
    enabled: row.enabled,
    displayName: row.displayName,
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecretSet: true,
    scopes: row.scopes,
    identifier: row.identifier as PortalIdentifier,
    claimName: row.claimName,
    unknownPeople: row.unknownPeople as PortalUnknownPeople,
    provisionUnitId: row.provisionUnitId === null ? null : String(row.provisionUnitId),
    version: row.version,
  };
}

/** What the audit trail keeps of the settings: everything but the secret, which it only says changed. */
const audited = (row: IdentityProviderRow | undefined) =>
  row ? { ...viewOf(row.tenantId as TenantId, row), clientSecretSet: undefined } : null;

/** The tenant a platform staff settings call names (404 for one that does not exist); quick login's settings too. */
export async function knownTenantOf(db: Executor, tenantId: string): Promise<TenantId> {
  const id = asTenantId(Number(tenantId));
  if (!(await tenantExists(db, id))) throw new AppError('NOT_FOUND');
  return id;
}

// Platform staff read and save each tenant's identity portal settings; the client secret is write-only.

/** One tenant's identity portal settings as platform staff read them (the client secret only as set or not). */
export async function identityProviderSettingsOf(ctx: RequestContext, tenantId: string): Promise<IdentityProviderSettings> {
  const id = await knownTenantOf(ctx.db, tenantId);
  return viewOf(id, await findIdentityProvider(ctx.db, id));
}

/**
 * Saves at the version read (409/4010 otherwise). The issuer must be https (http only on this machine in
 * development); the first save needs the client secret; provisioning needs an open school of that tenant.
 */
export async function saveIdentityProviderSettings(
  ctx: RequestContext,
  clients: AuthClients,
  body: SaveIdentityProviderBody,
): Promise<IdentityProviderSettings> {
  const { db, config } = ctx;
  const id = await knownTenantOf(db, body.tenantId);
  const issuer = new URL(body.issuer);
  if (issuer.protocol !== 'https:' && !(isLoopbackHttp(issuer) && config.NODE_ENV !== 'production')) {
    throw unprocessable('body.issuer', 'must be an https address');
  }
  const unitId = body.unknownPeople === 'provision' && body.provisionUnitId !== null ? Number(body.provisionUnitId) : null;
  if (unitId !== null && !(await findOpenSchool(db, id, unitId)))
    throw unprocessable('body.provisionUnitId', 'not an open school of this tenant');
  const before = await findIdentityProvider(db, id);
  if (!before && body.clientSecret === undefined) throw unprocessable('body.clientSecret', 'required on the first save');
  const scopes = [...new Set(['openid', ...body.scopes])];
  const saved = await ctx.transaction(async (tx) => {
    const row = await saveIdentityProvider(
      tx,
      id,
      body.version,
      {
        enabled: body.enabled,
        displayName: body.displayName,
        issuer: body.issuer,
        clientId: body.clientId,
        clientSecretSealed:
          body.clientSecret !== undefined ? clients.secrets.seal(body.clientSecret, secretContextOf(id)) : before!.clientSecretSealed,
        scopes,
        identifier: body.identifier,
        claimName: body.claimName,
        unknownPeople: body.unknownPeople,
        provisionUnitId: unitId,
      },
      new Date(),
    );
    if (!row) throw new AppError('STALE_VERSION');
    await recordAudit(tx, ctx, {
      action: 'auth.identity_provider_saved',
      entityType: 'tenant',
      entityId: String(id),
      before: audited(before),
      after: { ...audited(row), clientSecretChanged: body.clientSecret !== undefined },
    });
    return row;
  });
  clients.portals.forget(id);
  return viewOf(id, saved);
}
