import type { DeliveryChannel } from './channel';

// The WeChat API answers HTTP 200 with errcode 0 on success and another errcode on refusal.
type WechatAnswer = { errcode?: number; errmsg?: string };

/**
 * WeChat official-account template messages: one POST per message to the configured send address (which carries the
 * access token), to the user's openid, with the template's first/keyword/remark fields.
 */
export const wechatChannel: DeliveryChannel = {
  code: 'wechat',
  configured: (config) => config.WECHAT_TEMPLATE_SEND_URL !== undefined && config.WECHAT_TEMPLATE_ID !== undefined,
  async send(config, address, message) {
    if (!config.WECHAT_TEMPLATE_SEND_URL || !config.WECHAT_TEMPLATE_ID) throw new Error('WeChat template messages are not configured');
    const response = await fetch(config.WECHAT_TEMPLATE_SEND_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        touser: address,
        template_id: config.WECHAT_TEMPLATE_ID,
        url: message.url,
        data: { first: { value: message.title }, keyword1: { value: message.body }, remark: { value: message.kind } },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`WeChat answered HTTP ${response.status}`);
    const answer = (await response.json()) as WechatAnswer;
    if (answer.errcode !== undefined && answer.errcode !== 0)
      throw new Error(`WeChat refused the message: ${answer.errcode} ${answer.errmsg ?? ''}`);
  },
};
