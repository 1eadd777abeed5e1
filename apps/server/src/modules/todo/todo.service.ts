import type { TodoListPage, TodoListQuery } from '@yanxiu/contract/todo';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { TodoContext, TodoItem, TodoSource } from '@server/platform/todo/todo-source';

/** Oldest first; ties by kind then id, so a page boundary never shows an item twice or skips one. */
function byAge(a: TodoItem, b: TodoItem): number {
  if (a.since !== b.since) return a.since < b.since ? -1 : 1;
  if (a.kind !== b.kind) return a.kind < b.kind ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The caller's one to-do list over the declared sources (the module hands them in: it is given them rather than
 * importing MODULES, which lists it too). A page across sources is merged from each source's oldest
 * `current * size` items (each source is ordered the same way, so the page is exact); the contract caps pages so
 * that read stays small.
 */
export async function listTodos(
  ctx: RequestContext,
  sources: readonly TodoSource[],
  query: Omit<TodoListQuery, 'appId'>,
): Promise<TodoListPage> {
  if (query.kind !== undefined && !sources.some((source) => source.kind === query.kind)) {
    throw new AppError('UNPROCESSABLE', { issues: [{ path: 'querystring.kind', message: 'not a to-do kind' }] });
  }
  const todo: TodoContext = { tx: ctx.db, tenantId: ctx.tenantId, actor: ctx.actor };
  const counted = await Promise.all(sources.map(async (source) => ({ source, count: await source.count(todo) })));
  const wanted = counted.filter(({ source, count }) => count > 0 && (query.kind === undefined || source.kind === query.kind));
  const depth = query.current * query.size;
  const lists = await Promise.all(wanted.map(({ source }) => source.list(todo, depth)));
  const records = lists
    .flat()
    .sort(byAge)
    .slice((query.current - 1) * query.size, depth);
  return {
    records,
    total: wanted.reduce((sum, { count }) => sum + count, 0),
    current: query.current,
    size: query.size,
    counts: counted.filter(({ count }) => count > 0).map(({ source, count }) => ({ kind: source.kind, count })),
  };
}
