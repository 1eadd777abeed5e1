import type {
  SaveBrandingBody,
  SaveTenantBody,
  TenantBranding,
  TenantSettings,
  TenantSummary,
} from '@yanxiu/contract/administration-tenants';
import type { Locale } from '@yanxiu/contract/locale';
import { API_PREFIX, ApiPaths } from '@yanxiu/contract/paths';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext, TenantContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { signInPolicyOfRow } from '@server/platform/tenant/sign-in-policy.repository';
import { asTenantId, type TenantId } from '@server/platform/tenant/tenant-id';
import { DEMO_HOSTNAME } from '@server/platform/tenant/tenant-resolver';
import { findStoredFile, serveStoredFile, type DownloadConditions, type FileResponse } from '@server/modules/files/files.public';
import { changeLearningSettings, learningSettingsOf } from '@server/modules/learning/learning.public';
import type { Executor } from '@server/db/client';
import {
  districtCodeOfOtherTenant,
  findLogoFileOf,
  findTenantSettings,
  hostnamesOfOtherTenants,
  listTenantsAcrossTenants,
  lockTenantNames,
  updateTenantSettings,
  type TenantSettingsChange,
  type TenantSettingsRow,
} from './tenants.repository';

type LogoChoice = SaveTenantBody['loginLogo'];

/** The address of a tenant's uploaded logo; the version makes a new logo a new address, so caches never show the old. */
export function logoPathOf(appId: string, version: number): string {
  return `${API_PREFIX}${ApiPaths.tenantLogo}?appId=${encodeURIComponent(appId)}&v=${version}`;
}

function summaryOf(row: TenantSettingsRow): TenantSummary {
  return {
    tenantId: String(row.id),
    appId: row.appId,
    name: row.name,
    nameEn: row.nameEn,
    districtCode: row.districtCode,
    hostnames: row.hostnames,
    defaultLocale: row.defaultLocale === 'en-US' ? 'en-US' : 'zh-CN',
    loginLogo: row.loginLogo,
  };
}

/** What the audit log keeps of a tenant's settings (the logo by its path, not the file's internals). */
function auditedSettings(row: TenantSettingsRow, learning?: TenantSettings['learning']) {
  return { ...summaryOf(row), signInPolicy: signInPolicyOfRow(row), ...(learning ? { learning } : {}) };
}

const unprocessable = (path: string, message: string) => new AppError('UNPROCESSABLE', { issues: [{ path, message }] });

const MESSAGES = {
  logoFile: { 'zh-CN': '请先上传用途为登录标识的图片', 'en-US': 'Upload the image as a logo first' },
  hostnameTaken: { 'zh-CN': '该域名已由其他区县使用', 'en-US': 'Another district is served at this hostname' },
  districtCodeTaken: { 'zh-CN': '该区县代码已由其他区县使用', 'en-US': 'Another district has this district code' },
  demoHostname: { 'zh-CN': `演示区县须保留 ${DEMO_HOSTNAME}`, 'en-US': `The demo tenant must keep ${DEMO_HOSTNAME}` },
} satisfies Record<string, Record<Locale, string>>;

// Tenant settings: platform staff manage every tenant (names, district code, hostnames, language, logo, sign-in policy
// and learning settings); district staff their own tenant's branding. A save is one transaction at the version read
// (409/4010 otherwise), audited with before and after, and makes this process's tenant resolver forget what it
// remembered, so new hostnames and names apply at once here and within its 30-second cache in other processes.

/** The change a logo choice makes: a file uploaded as `logo` in the caller's tenant, the current one, or none. */
async function logoChange(
  ctx: RequestContext,
  tx: Executor,
  choice: LogoChoice,
  appId: string,
  nextVersion: number,
): Promise<TenantSettingsChange> {
  if (choice === null) return { loginLogo: null, loginLogoFileTenantId: null, loginLogoFileId: null };
  if ('keep' in choice) return {};
  const file = await findStoredFile(tx, ctx.tenantId, choice.fileId);
  if (!file || file.purpose !== 'logo') throw unprocessable('body.loginLogo.fileId', MESSAGES.logoFile[ctx.locale]);
  return { loginLogo: logoPathOf(appId, nextVersion), loginLogoFileTenantId: ctx.tenantId, loginLogoFileId: file.id };
}

/** Writes a change at the version read (409/4010 when it moved on meanwhile); answers the stored row. */
async function writeTenantSettings(tx: Executor, before: TenantSettingsRow, version: number, change: TenantSettingsChange) {
  const after = await updateTenantSettings(tx, asTenantId(before.id), version, change);
  if (!after) throw new AppError('STALE_VERSION');
  return after;
}

/** A tenant's settings as platform staff edit them, learning's part read from learning. */
async function settingsOf(db: Executor, row: TenantSettingsRow): Promise<TenantSettings> {
  const { completionShare, presence } = await learningSettingsOf(db, asTenantId(row.id));
  return {
    ...summaryOf(row),
    version: row.version,
    signInPolicy: signInPolicyOfRow(row),
    learning: { completionShare, presenceEveryMinutes: presence.everyMinutes, presenceAnswerSeconds: presence.answerSeconds },
  };
}

/** A tenant's settings row (404 for none), locked for the save when asked. */
async function requireTenant(db: Executor, tenantId: TenantId, forUpdate = false): Promise<TenantSettingsRow> {
  const row = await findTenantSettings(db, tenantId, { forUpdate });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Every tenant, for platform staff. */
export async function listTenants(ctx: RequestContext): Promise<TenantSummary[]> {
  return (await listTenantsAcrossTenants(ctx.db)).map(summaryOf);
}

/** One tenant's settings, for platform staff. */
export async function tenantSettings(ctx: RequestContext, requestedId: string): Promise<TenantSettings> {
  // Branded from the request only to look it up: an id with no tenants row is 404 at once.
  return settingsOf(ctx.db, await requireTenant(ctx.db, asTenantId(Number(requestedId))));
}

/**
 * Saves one tenant's settings. 422 for a hostname another tenant is served at, a district code another tenant has,
 * a logo that is not an uploaded logo of the caller's tenant, or the demo tenant without its own hostname.
 */
export async function saveTenantSettings(ctx: RequestContext, body: SaveTenantBody): Promise<TenantSettings> {
  const tenantId = asTenantId(Number(body.tenantId));
  const hostnames = [...new Set(body.hostnames)];
  const saved = await ctx.transaction(async (tx) => {
    await lockTenantNames(tx);
    const before = await requireTenant(tx, tenantId, true);
    if (before.version !== body.version) throw new AppError('STALE_VERSION');
    if (before.hostnames.includes(DEMO_HOSTNAME) && !hostnames.includes(DEMO_HOSTNAME))
      throw unprocessable('body.hostnames', MESSAGES.demoHostname[ctx.locale]);
    const taken = await hostnamesOfOtherTenants(tx, tenantId, hostnames);
    if (taken.length > 0) {
      throw new AppError('UNPROCESSABLE', {
        issues: taken.map((name) => ({
          path: `body.hostnames.${hostnames.indexOf(name)}`,
          message: `${MESSAGES.hostnameTaken[ctx.locale]}: ${name}`,
        })),
      });
    }
    if (await districtCodeOfOtherTenant(tx, tenantId, body.districtCode))
      throw unprocessable('body.districtCode', MESSAGES.districtCodeTaken[ctx.locale]);
    const logo = await logoChange(ctx, tx, body.loginLogo, before.appId, body.version + 1);
    const learningBefore = (await settingsOf(tx, before)).learning;
    const after = await writeTenantSettings(tx, before, body.version, {
      name: body.name,
      nameEn: body.nameEn,
      districtCode: body.districtCode,
      hostnames,
      defaultLocale: body.defaultLocale,
      ...logo,
      ...body.signInPolicy,
    });
    // Learning's settings are learning's rows: only the parts that changed go through its one write path.
    const presenceChanged =
      learningBefore.presenceEveryMinutes !== body.learning.presenceEveryMinutes ||
      learningBefore.presenceAnswerSeconds !== body.learning.presenceAnswerSeconds;
    await changeLearningSettings(ctx, tx, tenantId, {
      ...(learningBefore.completionShare !== body.learning.completionShare ? { completionShare: body.learning.completionShare } : {}),
      ...(presenceChanged
        ? { presence: { everyMinutes: body.learning.presenceEveryMinutes, answerSeconds: body.learning.presenceAnswerSeconds } }
        : {}),
    });
    await recordAudit(tx, ctx, {
      action: 'administration.tenant_saved',
      entityType: 'tenant',
      entityId: before.appId,
      before: auditedSettings(before, learningBefore),
      after: auditedSettings(after, body.learning),
    });
    return settingsOf(tx, after);
  });
  // New hostnames and names apply at once in this process (other processes' resolvers forget within their cache time).
  ctx.tenants.forgetAll();
  return saved;
}

/** The caller's own tenant's branding, for district staff. */
export async function tenantBranding(ctx: RequestContext): Promise<TenantBranding> {
  const row = await requireTenant(ctx.db, ctx.tenantId);
  return { name: row.name, nameEn: row.nameEn, loginLogo: row.loginLogo, version: row.version };
}

/** Saves the caller's own tenant's names and logo (district staff); nothing else of the tenant changes. */
export async function saveTenantBranding(ctx: RequestContext, body: SaveBrandingBody): Promise<TenantBranding> {
  const saved = await ctx.transaction(async (tx) => {
    const before = await requireTenant(tx, ctx.tenantId, true);
    if (before.version !== body.version) throw new AppError('STALE_VERSION');
    const logo = await logoChange(ctx, tx, body.loginLogo, before.appId, body.version + 1);
    const after = await writeTenantSettings(tx, before, body.version, { name: body.name, nameEn: body.nameEn, ...logo });
    const brandingOf = (row: TenantSettingsRow) => ({ name: row.name, nameEn: row.nameEn, loginLogo: row.loginLogo });
    await recordAudit(tx, ctx, {
      action: 'administration.branding_saved',
      entityType: 'tenant',
      entityId: before.appId,
      before: brandingOf(before),
      after: brandingOf(after),
    });
    return { ...brandingOf(after), version: after.version };
  });
  // New hostnames and names apply at once in this process (other processes' resolvers forget within their cache time).
  ctx.tenants.forgetAll();
  return saved;
}

/** The tenant's uploaded logo as the page icon; 404 while it shows a shipped logo or none. */
export async function tenantLogo(ctx: TenantContext, conditions: DownloadConditions): Promise<FileResponse> {
  const where = await findLogoFileOf(ctx.db, ctx.tenantId);
  const file = where && (await findStoredFile(ctx.db, asTenantId(where.fileTenantId), where.fileId));
  if (!file || file.purpose !== 'logo') throw new AppError('NOT_FOUND');
  // The address changes with each new logo (?v=), so a long cache never shows an old one.
  return serveStoredFile(ctx.storage, file, conditions, { disposition: 'inline', cacheControl: 'public, max-age=86400' });
}
