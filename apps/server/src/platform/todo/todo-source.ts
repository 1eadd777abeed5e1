import type { Executor } from '@server/db/client';
import type { Actor } from '@server/platform/auth/actor';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** Who is asking and where: a source answers only for this actor in this tenant. */
export type TodoContext = { tx: Executor; tenantId: TenantId; actor: Actor };

/**
 * One thing waiting for the actor. Rendered on the client from `kind` + `params` through the catalogues
 * (`todo.kind.<kind>` and `todo.item.<kind>`), so the server never writes a sentence in one language.
 */
export type TodoItem = {
  /** The source's kind, dotted by domain: `development.review`. */
  kind: string;
  /** Unique within the kind (the object's id), so the client can key and de-duplicate items. */
  id: string;
  params: Record<string, string | number>;
  /** The web path where the actor acts on it (the existing page for that object). */
  link: string;
  /** ISO instant the item started waiting for the actor; the list is ordered by it, oldest first. */
  since: string;
  /** ISO instant it is due, when it has a deadline. */
  dueAt?: string;
};

/**
 * What a domain declares on its AppModule (`todo`) for the one to-do list: a kind of item waiting for people, with a
 * cheap count and the oldest `limit` items for the actor (oldest first, ordered by `since` then `id`). A source the
 * actor has no part in answers 0 and []. A new domain adds a source, not a page.
 */
export type TodoSource = {
  kind: string;
  count(ctx: TodoContext): Promise<number>;
  list(ctx: TodoContext, limit: number): Promise<TodoItem[]>;
};
