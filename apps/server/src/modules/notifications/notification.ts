import type { NotificationKind, NotificationParams } from '@yanxiu/contract/notifications';
import type { Audience } from './audience.repository';

/** What to tell: rendered on the reader's client from kind + params; `link` is a path of the web app. */
export type Notification = {
  audience: Audience;
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
  objectRef?: string;
};
