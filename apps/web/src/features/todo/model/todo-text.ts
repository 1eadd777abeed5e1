import type { TodoItem } from '@yanxiu/contract/todo';
import type { TFunction } from 'i18next';

/** A kind's name in the reader's language; a kind this client does not know yet reads as a plain "to-do item". */
export function kindLabel(t: TFunction, kind: string): string {
  return t(`todo.kinds.${kind}`, { defaultValue: t('todo.unknown') });
}

/** An item's sentence, worded on the client from its kind and params (the server writes no sentence). */
export function itemText(t: TFunction, item: TodoItem): string {
  const step =
    typeof item.params.step === 'string' ? t(`todo.steps.${item.params.step}`, { defaultValue: t('todo.steps.other') }) : undefined;
  return t(`todo.items.${item.kind}`, { ...item.params, ...(step === undefined ? {} : { step }), defaultValue: kindLabel(t, item.kind) });
}
