import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppInfo } from '@yanxiu/contract/app-info';
import { isDistrictTenant } from '@yanxiu/contract/tenant';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { Tenant } from '@server/platform/tenant/tenant.repository';

/** The signature the client computes: SHA-256 hex of the app secret followed by the timestamp. */
export function appInfoSignature(secret: string, timestamp: string): string {
  return createHash('sha256')
    .update(secret + timestamp)
    .digest('hex');
}

/** The public face of a tenant. */
export function toAppInfo(tenant: Tenant, demoAccounts: boolean, wechatSignIn = false): AppInfo {
  return {
    appId: tenant.appId,
    name: tenant.name,
    nameEn: tenant.nameEn,
    districtCode: tenant.districtCode,
    loginLogo: tenant.loginLogo,
    defaultLocale: tenant.defaultLocale === 'en-US' ? 'en-US' : 'zh-CN',
    isDistrict: isDistrictTenant(tenant.appId),
    demoAccounts,
    wechatSignIn,
    signInPolicy: {
      passwordMinLength: tenant.passwordMinLength,
      passwordNeedsLettersAndDigits: tenant.passwordNeedsLettersAndDigits,
      idleLogoutMinutes: tenant.idleLogoutMinutes,
    },
  };
}

/**
 * What the tenantless search runs on: no tenant context exists before the client knows its appId, so the app's
 * settings and tenant resolver are passed instead (the route hands over its deps).
 */
export type AppInfoDeps = Pick<AppDeps, 'config' | 'tenants'>;

/** A signed call's query: `sig` = SHA-256 hex of the app secret followed by `timestamp` (13-digit ms). */
type SignedQuery = { sig: string; appKey: string; timestamp: string };

/**
 * Refuses a search not signed with the app key and secret (BAD_SIGNATURE) or signed too long ago (STALE_TIMESTAMP).
 * The key and secret ship inside the web client, so this stops casual scraping and replays of old URLs, not a
 * determined client.
 */
function verifyAppInfoSignature({ config }: AppInfoDeps, query: SignedQuery, now = Date.now()): void {
  const expected = Buffer.from(appInfoSignature(config.APP_INFO_SECRET, query.timestamp), 'hex');
  const given = Buffer.from(query.sig.toLowerCase(), 'hex');
  const keyMatches = query.appKey === config.APP_INFO_KEY;
  if (!keyMatches || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('BAD_SIGNATURE');
  if (Math.abs(now - Number(query.timestamp)) > config.APP_INFO_MAX_SKEW_SECONDS * 1000) throw new AppError('STALE_TIMESTAMP');
}

/** The signed app-info search of spec 7: the tenant serving a hostname, once the signature holds. */
export async function searchAppInfo(deps: AppInfoDeps, query: SignedQuery, domain: string): Promise<AppInfo[]> {
  verifyAppInfoSignature(deps, query);
  const tenant = await deps.tenants.byHostname(domain);
  if (!tenant) throw new AppError('TENANT_UNKNOWN');
  // WeChat sign-in is the platform's one website app (WECHAT_OPEN_APP_ID and _SECRET), offered in every tenant.
  const { config } = deps;
  return [toAppInfo(tenant, config.DEMO_DATA, Boolean(config.WECHAT_OPEN_APP_ID && config.WECHAT_OPEN_APP_SECRET))];
}
