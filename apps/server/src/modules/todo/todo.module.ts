import type { AppModule } from '@server/platform/module';
import type { TodoSource } from '@server/platform/todo/todo-source';
import { todoRoutesOver } from './todo.routes';

/**
 * The one to-do list. It is given the other modules' sources (modules.ts) rather than importing MODULES, which
 * lists this module too.
 */
export function createTodoModule(sources: () => readonly TodoSource[]): AppModule {
  return { name: 'todo', routes: [todoRoutesOver(sources)] };
}
