import { describe, expect, it } from 'vitest';
import { MODULES } from '../apps/server/src/modules';
import { todoEnUS } from '../apps/web/src/features/todo/i18n/todo.en-US';
import { todoZhCN } from '../apps/web/src/features/todo/i18n/todo.zh-CN';

// Every kind a server module puts on the to-do list is worded on the web, in both languages: a kind without texts
// shows as the generic "To-do item", which is how a new domain's items went unnamed once.

type Worded = Record<string, Record<string, string>>;

describe('to-do kinds', () => {
  const kinds = MODULES.flatMap((module) => (module.todo ?? []).map((source) => source.kind));

  it('are declared by the modules', () => {
    expect(kinds.length).toBeGreaterThan(5);
  });

  it.each(kinds)('%s has its list name and item wording in zh-CN and en-US', (kind) => {
    const [domain = '', name = ''] = kind.split('.');
    for (const catalogue of [todoZhCN, todoEnUS]) {
      expect((catalogue.kinds as Worded)[domain]?.[name], `kinds.${kind}`).toBeTruthy();
      expect((catalogue.items as Worded)[domain]?.[name], `items.${kind}`).toBeTruthy();
    }
  });
});
