import { DEMO_TENANT, DISTRICT_TENANTS, type DistrictTenant } from '@yanxiu/contract/tenant';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { ensureDevelopmentDefaults } from '@server/modules/development/development.public';
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
    await ensureDevelopmentDefaults(db, row.id);
    rows.push(row);
  }
  return rows;
}
