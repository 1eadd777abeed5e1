import type { RoleCode } from '@yanxiu/contract/roles';
import type { Actor } from '@server/platform/auth/actor';
import type { AppDeps } from '@server/platform/deps';
import type { AppMetrics } from '@server/platform/metrics/app-metrics';
import type { Tenant } from '@server/platform/tenant/tenant.repository';

// Route-level switches read by the API hooks, and what those hooks attach to each request.
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route serves no tenant in particular (health, app-info search): no appId check. */
    tenantless?: boolean;
    /** Outside /api: answers at any Host, not only tenants' names (operations routes such as /metrics). */
    anyHost?: boolean;
    /** The route needs no session. Routes need one unless they say so. */
    public?: boolean;
    /** Only holders of one of these roles may call the route. */
    roles?: readonly RoleCode[];
    /** Callable while the caller must still change a password staff set (the change itself, sign-out, start-up). */
    whilePasswordChangeDue?: boolean;
  }
  interface FastifyInstance {
    /** What the app was built with; request contexts take the database from here. */
    appDeps: AppDeps;
    /** This app's Prometheus figures (platform/metrics); where a figure comes from adds to it. */
    metrics: AppMetrics;
  }
  interface FastifyRequest {
    /** The tenant the request is for; set on every tenant-scoped route. */
    tenant: Tenant | null;
    /** The signed-in caller; set on every non-public route. */
    actor: Actor | null;
  }
}
