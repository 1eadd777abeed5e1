import type { DeliveryChannel } from './channel';
import { emailChannel } from './email-channel';
import { wechatChannel } from './wechat-channel';

/** Every outside channel; the in-app list is not one of them: every recipient gets it (fan-out.ts). */
export const OUTSIDE_CHANNELS: readonly DeliveryChannel[] = [emailChannel, wechatChannel];

export function channelOf(code: string): DeliveryChannel | undefined {
  return OUTSIDE_CHANNELS.find((channel) => channel.code === code);
}
