import { ApiPaths } from '@yanxiu/contract/paths';
import { TodoListPage, TodoListQuery } from '@yanxiu/contract/todo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import type { TodoSource } from '@server/platform/todo/todo-source';
import { todoRoles } from './todo.access';
import { listTodos } from './todo.service';

/** The caller's one to-do list, from every source the modules declare. */
export function todoRoutesOver(sources: () => readonly TodoSource[]): FastifyPluginAsyncZod<AppDeps> {
  return async (app) => {
    app.get(
      ApiPaths.todoList,
      {
        config: { roles: todoRoles.reader },
        schema: {
          tags: ['todo'],
          summary: 'What waits for the caller, from every domain, oldest first',
          description:
            'Each source answers only for the caller in their tenant (reviews at a step they decide and within its scope, ' +
            'acknowledgements due, ...). `counts` lists every kind with something waiting, whatever the filter; an ' +
            'unknown `kind` is 422. Pages stop at 20.',
          querystring: TodoListQuery,
          response: responses(TodoListPage),
        },
      },
      async (request) => ok(await listTodos(contextOf(request), sources(), request.query)),
    );
  };
}
