import { z } from 'zod';
import { AppIdQuery, paged } from './envelope';

/** A to-do kind, dotted by domain (`development.review`); each domain declares its own on the server. */
export const TodoKind = z
  .string()
  .regex(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/, 'a dotted kind such as development.review')
  .max(64);

/** Pages of the one list stop here: the list is merged across sources, so a deep page reads every source that deep. */
export const TODO_PAGE_MAX = 20;
export const TODO_SIZE_MAX = 50;

export const TodoListQuery = AppIdQuery.extend({
  /** Only this kind; all kinds when absent. */
  kind: TodoKind.optional(),
  current: z.coerce.number().int().min(1).max(TODO_PAGE_MAX).default(1),
  size: z.coerce.number().int().min(1).max(TODO_SIZE_MAX).default(10),
});
export type TodoListQuery = z.infer<typeof TodoListQuery>;

/** One thing waiting for the caller; the client words it from `kind` and `params` in the reader's language. */
export const TodoItem = z.object({
  kind: TodoKind,
  /** Unique within the kind. */
  id: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The web path (under /pc) where the caller acts on it. */
  link: z.string(),
  /** ISO instant it started waiting; the list is oldest first. */
  since: z.string(),
  dueAt: z.string().optional(),
});
export type TodoItem = z.infer<typeof TodoItem>;

/** How many items of one kind wait for the caller. */
export const TodoCount = z.object({ kind: TodoKind, count: z.number().int() });
export type TodoCount = z.infer<typeof TodoCount>;

/**
 * A page of the caller's to-do list, oldest first across every source; `total` counts the filtered kind (or all),
 * `counts` every kind the caller has something of, whatever the filter.
 */
export const TodoListPage = paged(TodoItem).extend({ counts: z.array(TodoCount) });
export type TodoListPage = z.infer<typeof TodoListPage>;
