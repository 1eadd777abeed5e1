import { DEMO_TENANT, DISTRICT_TENANTS, type DistrictTenant } from '@yanxiu/contract/tenant';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { DEFAULT_DEVELOPMENT_TYPES, DEFAULT_POST_TYPES } from '@server/modules/development/development.public';
import { ensurePhases } from '@server/modules/development/development.public';
import { ensureDevelopmentModel } from '@server/modules/development/development.public';
import { DEFAULT_PHASES } from '@server/modules/basecode/basecode.public';
import { DEMO_HOSTNAME } from '@server/platform/tenant/tenant-resolver';
import { upsertTenant, type Tenant } from '@server/platform/tenant/tenant.repository';

function hostnamesOf(slug: string, config: Pick<Config, 'TENANT_DOMAIN'>): string[] {
  const names = [slug === DEMO_TENANT.slug ? DEMO_HOSTNAME : `${slug}.localhost`];
  if (config.TENANT_DOMAIN) names.push(`${slug}.${config.TENANT_DOMAIN.toLowerCase()}`);
  return names;
}

/**
 * Makes sure the seven district tenants (and the demo tenant when demo data is on) exist with their hostnames, a
 * career-phase ladder and a development model. Runs at every start; it never overwrites a ladder or model a tenant
 * has configured.
 */
export async function syncTenants(db: Db, config: Pick<Config, 'TENANT_DOMAIN' | 'DEMO_DATA'>): Promise<Tenant[]> {
  const wanted: DistrictTenant[] = [...(config.DEMO_DATA ? [DEMO_TENANT] : []), ...DISTRICT_TENANTS];
  const phases = DEFAULT_PHASES.map((phase) => ({ code: phase.code, name: phase.name, nameEn: phase.nameEn, rank: phase.sort }));
  const rows: Tenant[] = [];
  for (const tenant of wanted) {
    const row = await upsertTenant(db, {
      slug: tenant.slug,
      appId: tenant.appId,
      name: tenant.name,
      nameEn: tenant.nameEn,
      districtCode: tenant.districtCode,
      hostnames: hostnamesOf(tenant.slug, config),
      isDemo: tenant.slug === DEMO_TENANT.slug,
      // Shipped with the web app (apps/web/public/tenant-logos); a tenant may later configure its own.
      loginLogo: `/pc/tenant-logos/${tenant.slug}.svg`,
    });
    await ensurePhases(db, row.id, phases);
    // One transaction, so a crash mid-seed leaves no half model behind a mark that says it was seeded.
    await db.transaction((tx) => ensureDevelopmentModel(tx, row.id, { types: DEFAULT_DEVELOPMENT_TYPES, postTypes: DEFAULT_POST_TYPES }));
    rows.push(row);
  }
  return rows;
}
