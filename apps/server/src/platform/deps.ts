import type { Config } from '@server/config';
import type { DatabaseHandle, Db } from '@server/db/client';
import type { EventBus } from './events/domain-events';
import type { JobQueue } from './jobs/job-queue';
import type { PasswordHasher } from '@server/platform/auth/password';
import type { BlobStore } from '@server/platform/storage/blob-store';
import type { TenantResolver } from '@server/platform/tenant/tenant-resolver';

/** What modules are built with; passed to each module plugin as its options. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  /** Domain events between modules, handled in the emitter's transaction. */
  events: EventBus;
  /** The background job queue (pg-boss); `send` with `tx` enqueues within a transaction. */
  jobs: JobQueue;
  passwords: PasswordHasher;
  /** Where uploaded files' bytes live (local disk now; S3-compatible later, without touching modules). */
  storage: BlobStore;
  tenants: TenantResolver;
};

/**
 * What services and event handlers may use besides the database: carried on every request context and every event
 * scope, so a service is a plain function of its context and nothing is built per route or held process-wide. The
 * tenant resolver rides on request contexts (not event scopes) because a service that renames a tenant or changes
 * its hostnames must make the app's resolver forget what it remembered.
 */
export type ServiceDeps = Pick<AppDeps, 'config' | 'events' | 'jobs' | 'storage' | 'passwords' | 'tenants'>;

/** The service dependencies out of the app's dependencies. */
export function serviceDepsOf(deps: AppDeps): ServiceDeps {
  return {
    config: deps.config,
    events: deps.events,
    jobs: deps.jobs,
    storage: deps.storage,
    passwords: deps.passwords,
    tenants: deps.tenants,
  };
}
