import type { NotificationKind, NotificationParams } from '@yanxiu/contract/notifications';
import type { Config } from '@server/config';

/** A notification as an outside channel sends it: texts already rendered, the link absolute when it can be. */
export type OutgoingMessage = { kind: NotificationKind; params: NotificationParams; title: string; body: string; url: string };

/**
 * A way of reaching people beyond the in-app list (which every recipient always gets). Each channel is switched on by
 * its settings and by each user's preference (notification_channel_settings: on or off, and the address).
 */
export type DeliveryChannel = {
  code: 'email' | 'wechat';
  /** Whether the server is configured to use the channel at all. */
  configured(config: Config): boolean;
  /** Sends one message to one address; throws when the other side refused, so the job retries. */
  send(config: Config, address: string, message: OutgoingMessage): Promise<void>;
};
