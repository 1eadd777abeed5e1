import type { Executor } from '@server/db/client';
import type { Config } from '@server/config';
import type { JobQueue } from '@server/platform/jobs/job-queue';
import type { BlobStore } from '@server/platform/storage/blob-store';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/**
 * A domain event: something one domain did that others react to, without the first importing them. The emitting
 * domain defines it in its public surface; others subscribe when the app is built. Handlers run in the emitter's
 * transaction, in subscription order, so a reaction commits or rolls back with the change that caused it.
 */
export type DomainEvent<P> = { readonly name: string; readonly __payload?: P };

/** Declares an event; the payload type travels with it. */
export function defineEvent<P>(name: string): DomainEvent<P> {
  return { name };
}

/**
 * What every handler receives besides the payload: the transaction, the tenant and the app's services (so a handler
 * enqueues a job or emits in turn through the same transaction, with nothing held process-wide). Emitters build it
 * with `eventScopeOf(ctx, tx)` (platform/context) or `eventScopeFromDeps(deps, tx, tenantId)` outside a request.
 */
export type EventScope = { tx: Executor; tenantId: TenantId } & EventScopeDeps;

/** The app's services an event scope carries (deps.ts's ServiceDeps has them too; named here so this file needs no import of it). */
export type EventScopeDeps = { config: Config; events: EventBus; jobs: JobQueue; storage: BlobStore };

/** An event scope for work no request started (jobs, seeds). */
export function eventScopeFromDeps(deps: EventScopeDeps, tx: Executor, tenantId: TenantId): EventScope {
  return { tx, tenantId, config: deps.config, events: deps.events, jobs: deps.jobs, storage: deps.storage };
}

type Handler<P> = (scope: EventScope, payload: P) => Promise<void>;

/** The app's event bus (one per built app, so test apps do not share handlers). */
export type EventBus = {
  on<P>(event: DomainEvent<P>, handler: Handler<P>): void;
  emit<P>(scope: EventScope, event: DomainEvent<P>, payload: P): Promise<void>;
};

export function createEventBus(): EventBus {
  const handlers = new Map<string, Array<Handler<never>>>();
  return {
    on(event, handler) {
      const list = handlers.get(event.name) ?? [];
      list.push(handler as Handler<never>);
      handlers.set(event.name, list);
    },
    async emit(scope, event, payload) {
      for (const handler of handlers.get(event.name) ?? []) await (handler as Handler<typeof payload>)(scope, payload);
    },
  };
}
