import { z } from 'zod';

/**
 * WeChat website sign-in (the Open Platform's QR flow: qrconnect -> code -> sns/oauth2/access_token -> openid).
 * The client asks the server to start a flow, keeps the answered `state` in session storage, sends the browser to
 * `authorizeUrl`, and on return (`code` and `state` in the address of /login or /account) checks the state is the one
 * it kept before sending both to signIn or bind. Each state is accepted once, within ten minutes, for its purpose.
 */
export const WECHAT_STATE_MINUTES = 10;
/** The longest authorization code or state accepted. */
export const WECHAT_CODE_MAX = 256;

/** Where the flow returns: the sign-in page, or the account page (binding). */
export const WechatReturn = { signIn: '/login', bind: '/account' } as const;

/** The start of a flow: where to send the browser, and the state to keep until it comes back. */
export const WechatStart = z.object({
  /** The Open Platform's qrconnect address with appid, redirect_uri, scope snsapi_login and state. */
  authorizeUrl: z.string(),
  /** Opaque, single-use; the return must carry the same. */
  state: z.string(),
});
export type WechatStart = z.infer<typeof WechatStart>;

/** The return from WeChat: the authorization code and the state the flow started with. */
export const WechatReturnBody = z.object({
  code: z
    .string()
    .min(1)
    .max(WECHAT_CODE_MAX)
    .regex(/^[A-Za-z0-9_-]+$/, 'code is letters, digits, _ and -'),
  state: z
    .string()
    .min(1)
    .max(WECHAT_CODE_MAX)
    .regex(/^[A-Za-z0-9_-]+$/, 'state is letters, digits, _ and -'),
});
export type WechatReturnBody = z.infer<typeof WechatReturnBody>;

/** The caller's WeChat binding, as the account page shows it. */
export const WechatBinding = z.object({
  /** Whether WeChat sign-in is set up on this platform at all (when not, the page offers nothing). */
  available: z.boolean(),
  /** Whether the caller's account is bound to a WeChat identity. */
  bound: z.boolean(),
  /** The WeChat nickname at binding time, when WeChat told it. */
  nickname: z.string().nullable(),
  /** When the binding was made (ISO 8601). */
  boundAt: z.string().nullable(),
});
export type WechatBinding = z.infer<typeof WechatBinding>;
