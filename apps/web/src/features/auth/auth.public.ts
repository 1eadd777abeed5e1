/**
 * What the app shell may use of the sign-in feature: ending a session opened through the identity portal, and the
 * external sign-ins its guards complete before any page (a portal's quick-login link, WeChat's return).
 */
export { endPortalSession } from './portal/portal-calls';
export { exchangeQuickLoginTicket, type QuickLoginTicket } from './api/quick-login';
export { completeWechatSignIn, wechatReturnOf } from './wechat/wechat-calls';
