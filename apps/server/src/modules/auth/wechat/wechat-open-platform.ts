import type { Config } from '@server/config';
import { AppError } from '@server/platform/http/app-error';

/** Who scanned: the person's id within our website app, across the Open Platform account's apps, and their name. */
export type WechatIdentity = { openid: string; unionid: string | null; nickname: string | null };

/** The Open Platform's error codes that mean the code itself is no good (invalid, used, expired), not WeChat. */
const CODE_ERRORS = new Set([40029, 40163, 41008, 42003]);
const TIMEOUT_MS = 5000;

/**
 * The one adapter to WeChat's website sign-in (微信开放平台 网站应用微信登录), with its documented endpoints:
 * `GET {connect}/connect/qrconnect?appid&redirect_uri&response_type=code&scope=snsapi_login&state#wechat_redirect`
 * shows the QR code and returns to redirect_uri with `code` and `state`;
 * `GET {api}/sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code` answers openid (and unionid);
 * `GET {api}/sns/userinfo?access_token&openid` answers the nickname. Errors come as `{errcode, errmsg}` with HTTP 200.
 * The base addresses are settings, so tests run it against a local stand-in that speaks the same protocol.
 */
export function createWechatOpenPlatform(
  config: Pick<Config, 'WECHAT_OPEN_APP_ID' | 'WECHAT_OPEN_APP_SECRET' | 'WECHAT_OPEN_CONNECT_URL' | 'WECHAT_OPEN_API_URL'>,
  fetchImpl: typeof fetch = fetch,
) {
  const appId = config.WECHAT_OPEN_APP_ID;
  const appSecret = config.WECHAT_OPEN_APP_SECRET;
  const api = (path: string, query: Record<string, string>) => {
    const url = new URL(path, config.WECHAT_OPEN_API_URL);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
  };

  async function getJson(url: URL): Promise<Record<string, unknown>> {
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
      if (!response.ok) throw new Error(`WeChat answered HTTP ${response.status}`);
      const body: unknown = await response.json();
      if (typeof body !== 'object' || body === null) throw new Error('WeChat answered no object');
      return body as Record<string, unknown>;
    } catch {
      throw new AppError('WECHAT_UNAVAILABLE');
    }
  }

  function configured(): { appId: string; appSecret: string } {
    if (!appId || !appSecret) throw new AppError('WECHAT_OFF');
    return { appId, appSecret };
  }

  return {
    /** Whether WeChat sign-in is set up (both the AppID and the AppSecret). */
    available: () => Boolean(appId && appSecret),

    /** The QR page to send the browser to. */
    authorizeUrl(redirectUri: string, state: string): string {
      const url = new URL('/connect/qrconnect', config.WECHAT_OPEN_CONNECT_URL);
      url.searchParams.set('appid', configured().appId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', 'snsapi_login');
      url.searchParams.set('state', state);
      return `${url.toString()}#wechat_redirect`;
    },

    /** Redeems the code the browser came back with: who scanned (1028 for a bad, used or expired code). */
    async identify(code: string): Promise<WechatIdentity> {
      const { appId: appid, appSecret: secret } = configured();
      const token = await getJson(api('/sns/oauth2/access_token', { appid, secret, code, grant_type: 'authorization_code' }));
      if (token.errcode !== undefined && token.errcode !== 0) {
        if (CODE_ERRORS.has(Number(token.errcode))) throw new AppError('WECHAT_AUTH_FAILED');
        throw new AppError('WECHAT_UNAVAILABLE');
      }
      const { openid, unionid, access_token: accessToken } = token;
      if (typeof openid !== 'string' || openid === '' || openid.length > 128) throw new AppError('WECHAT_UNAVAILABLE');
      let nickname: string | null = null;
      if (typeof accessToken === 'string') {
        // The nickname only labels the binding on the account page: without it, sign-in and binding still work.
        const info = await getJson(api('/sns/userinfo', { access_token: accessToken, openid })).catch(
          () => ({}) as Record<string, unknown>,
        );
        if (typeof info.nickname === 'string' && info.nickname.trim() !== '') nickname = info.nickname.trim().slice(0, 64);
      }
      return { openid, unionid: typeof unionid === 'string' && unionid !== '' ? unionid.slice(0, 128) : null, nickname };
    },
  };
}

export type WechatOpenPlatform = ReturnType<typeof createWechatOpenPlatform>;
