import { LRUCache } from 'lru-cache';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { findTenantByHostname, type Tenant } from './tenant.repository';

/** The demo tenant's own hostname; loopback names and the test host are read as this one. */
export const DEMO_HOSTNAME = 'demo.localhost';

const CACHE_MILLISECONDS = 30_000;
/**
 * Hostnames remembered. The Host header is the caller's to choose, so unknown names are remembered too (or each made-up
 * one would cost a query) and the least recently used are forgotten first: a flood of made-up names cannot grow memory
 * or push the real tenants out for long.
 */
const CACHE_ENTRIES = 1000;

/** Finds tenants by hostname, remembering answers briefly: tenants change rarely and every call needs one. */
export type TenantResolver = {
  byHostname(hostname: string): Promise<Tenant | undefined>;
  /** The hostname after aliases (localhost, the test host) are applied. */
  canonicalHostname(hostname: string): string;
  /**
   * Forgets every remembered answer: called after tenant settings change, so this process serves new hostnames and
   * names at once (other processes within the 30-second cache).
   */
  forgetAll(): void;
};

export function createTenantResolver(db: Db, config: Pick<Config, 'TEST_HOST'>): TenantResolver {
  const aliases = new Set(['localhost', '127.0.0.1', '::1', config.TEST_HOST.toLowerCase()]);
  // lru-cache stores no undefined, hence the wrapper.
  const cache = new LRUCache<string, { tenant: Tenant | undefined }>({ max: CACHE_ENTRIES, ttl: CACHE_MILLISECONDS });

  function canonicalHostname(hostname: string): string {
    const name = hostname
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, '')
      .replace(/\.$/, '');
    return aliases.has(name) ? DEMO_HOSTNAME : name;
  }

  return {
    canonicalHostname,
    forgetAll: () => cache.clear(),
    async byHostname(hostname) {
      const name = canonicalHostname(hostname);
      const hit = cache.get(name);
      if (hit) return hit.tenant;
      const tenant = await findTenantByHostname(db, name);
      cache.set(name, { tenant });
      return tenant;
    },
  };
}
