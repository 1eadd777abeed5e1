import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Someone who scans: their openid in our website app, unionid and nickname. */
export type WechatPerson = { openid: string; unionid?: string; nickname?: string };

export type WechatStandIn = {
  /** The base address for both WECHAT_OPEN_CONNECT_URL and WECHAT_OPEN_API_URL. */
  url: string;
  /**
   * What a scan of the QR page at `authorizeUrl` gives the browser: the address WeChat returns to, with a fresh
   * code (valid once, five minutes) and the state. Checks the page was asked for as the Open Platform requires.
   */
  scan(authorizeUrl: string, person: WechatPerson): string;
  /** The person the next visit of the QR page (a browser, in e2e) is signed in as. */
  scanAs(person: WechatPerson): void;
  close(): Promise<void>;
};

/**
 * A local stand-in for WeChat's website sign-in, speaking its documented protocol: `/connect/qrconnect` (here the
 * scan happens at once, as `scanAs` says), `/sns/oauth2/access_token` (code for openid, unionid and an access token;
 * errors as `{errcode, errmsg}` with HTTP 200: 40029 invalid code, 40163 code used, 40125 bad secret) and
 * `/sns/userinfo`. The real service is out of reach here.
 */
export async function startWechatStandIn({ appId, appSecret }: { appId: string; appSecret: string }): Promise<WechatStandIn> {
  const codes = new Map<string, { person: WechatPerson; used: boolean; expiresAt: number }>();
  const tokens = new Map<string, WechatPerson>();
  let browserPerson: WechatPerson | undefined;

  function issue(authorizeUrl: string, person: WechatPerson): string {
    const url = new URL(authorizeUrl);
    const params = url.searchParams;
    if (
      params.get('appid') !== appId ||
      params.get('response_type') !== 'code' ||
      params.get('scope') !== 'snsapi_login' ||
      !params.get('state')
    ) {
      throw new Error(`not a qrconnect request WeChat accepts: ${authorizeUrl}`);
    }
    const code = randomBytes(16).toString('hex');
    codes.set(code, { person, used: false, expiresAt: Date.now() + 5 * 60_000 });
    const back = new URL(params.get('redirect_uri')!);
    back.searchParams.set('code', code);
    back.searchParams.set('state', params.get('state')!);
    return back.toString();
  }

  const send = (response: http.ServerResponse, body: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const query = url.searchParams;
    if (url.pathname === '/connect/qrconnect') {
      if (!browserPerson) {
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('<p>scan the QR code</p>');
      }
      response.writeHead(302, { location: issue(url.toString(), browserPerson) });
      return response.end();
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      if (query.get('appid') !== appId || query.get('secret') !== appSecret)
        return send(response, { errcode: 40125, errmsg: 'invalid appsecret' });
      if (query.get('grant_type') !== 'authorization_code') return send(response, { errcode: 40002, errmsg: 'invalid grant_type' });
      const entry = codes.get(query.get('code') ?? '');
      if (!entry || entry.expiresAt < Date.now()) return send(response, { errcode: 40029, errmsg: 'invalid code' });
      if (entry.used) return send(response, { errcode: 40163, errmsg: 'code been used' });
      entry.used = true;
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, entry.person);
      return send(response, {
        access_token: accessToken,
        expires_in: 7200,
        refresh_token: randomBytes(16).toString('hex'),
        openid: entry.person.openid,
        scope: 'snsapi_login',
        ...(entry.person.unionid ? { unionid: entry.person.unionid } : {}),
      });
    }
    if (url.pathname === '/sns/userinfo') {
      const person = tokens.get(query.get('access_token') ?? '');
      if (!person || person.openid !== query.get('openid')) return send(response, { errcode: 40001, errmsg: 'invalid credential' });
      return send(response, { openid: person.openid, nickname: person.nickname ?? '', unionid: person.unionid });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    scan: issue,
    scanAs(person) {
      browserPerson = person;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
