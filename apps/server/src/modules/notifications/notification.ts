import type { NotificationKind, NotificationParams } from '@yanxiu/contract/notifications';

/**
 * Who something is for: named users, or everyone active in a scope. In a scope each absent or empty list means
 * "any": units include every unit below them, sections are teachers' sections (staff have none, so a section filter
 * leaves them out), roles match any one the user holds. Ids are numbers; strings of digits are taken too, because
 * ids reach the API as strings.
 */
export type Audience =
  | { kind: 'users'; userIds: readonly (number | string)[] }
  | { kind: 'scope'; unitIds?: readonly (number | string)[]; sections?: readonly string[]; roles?: readonly string[] };

/** What to tell: rendered on the reader's client from kind + params; `link` is a path of the web app. */
export type Notification = {
  audience: Audience;
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
  objectRef?: string;
};
