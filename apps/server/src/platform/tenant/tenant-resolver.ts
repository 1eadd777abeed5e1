import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { findTenantByHostname, type Tenant } from './tenant.repository';

/** The demo tenant's own hostname; loopback names and the test host are read as this one. */
export const DEMO_HOSTNAME = 'demo.localhost';

const CACHE_MILLISECONDS = 30_000;

/** Finds tenants by hostname, remembering answers briefly: tenants change rarely and every call needs one. */
export type TenantResolver = {
  byHostname(hostname: string): Promise<Tenant | undefined>;
  /** The hostname after aliases (localhost, the test host) are applied. */
  canonicalHostname(hostname: string): string;
};

export function createTenantResolver(db: Db, config: Pick<Config, 'TEST_HOST'>): TenantResolver {
  const aliases = new Set(['localhost', '127.0.0.1', '::1', config.TEST_HOST.toLowerCase()]);
  const cache = new Map<string, { tenant: Tenant | undefined; at: number }>();

  function canonicalHostname(hostname: string): string {
    const name = hostname.trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
    return aliases.has(name) ? DEMO_HOSTNAME : name;
  }

  return {
    canonicalHostname,
    async byHostname(hostname) {
      const name = canonicalHostname(hostname);
      const hit = cache.get(name);
      if (hit && Date.now() - hit.at < CACHE_MILLISECONDS) return hit.tenant;
      const tenant = await findTenantByHostname(db, name);
      // Bounded so a flood of made-up Host headers cannot grow memory.
      if (cache.size > 1000) cache.clear();
      cache.set(name, { tenant, at: Date.now() });
      return tenant;
    },
  };
}
