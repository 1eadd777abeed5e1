import type { TopicChangeView } from '@yanxiu/contract/topic';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';

/**
 * The people of a change request (added or removed members), by name: the change carries who it names, as someone it
 * adds is not a member yet. An account deleted since is shown by its number rather than left out.
 */
export function changeNames(change: TopicChangeView, userIds: readonly number[]): string {
  const names = new Map(change.people.map((person) => [person.userId, person.name]));
  return formatList(
    userIds.map((id) => names.get(String(id)) ?? String(id)),
    currentLocale(),
  );
}
