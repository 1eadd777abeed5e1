import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import Provider, { type ClientMetadata } from 'oidc-provider';

/**
 * A real OpenID Connect provider (the certified `oidc-provider` package) on a local port, for the portal sign-in
 * tests: discovery, authorization code with PKCE, ID tokens signed with its own key, userinfo, RP-initiated and
 * back-channel logout. Its one departure from a district portal is the login screen: the person who signs in is the
 * one the test names (`signInAs`), so no test types into the provider's pages. Shared by the API tests and the e2e.
 */
export type TestPerson = { name?: string; employee_number?: string; phone_number?: string; national_id_hash?: string };

export type TestOidcProvider = {
  /** The issuer identifier (also where discovery lives). */
  issuer: string;
  /** Who signs in at the next authorization request (a subject of `people`). */
  signInAs(subject: string): void;
  /**
   * Replaces the ID token of the next token response (a faulty or hostile portal): `change` gets the token's claims and
   * a signer with the provider's key (or, `foreignKey`, one the provider never published).
   */
  tamperNextIdToken(change: (claims: Record<string, unknown>, sign: Signer) => Promise<string>): void;
  /** A back-channel logout token as the provider would send it, signed with its key (or `foreignKey`) for `clientId`. */
  logoutToken(clientId: string, claims: Record<string, unknown>, options?: { foreignKey?: boolean }): Promise<string>;
  /** Has the provider itself send its back-channel logout to the client for that person and session (the real code path). */
  backChannelLogout(clientId: string, subject: string, sid: string): Promise<void>;
  close(): Promise<void>;
};

type Signer = (claims: Record<string, unknown>, options?: { foreignKey?: boolean }) => Promise<string>;

type Keys = { privateJwk: JWK; sign: (claims: Record<string, unknown>, audience: string) => Promise<string> };

async function signingKey(): Promise<Keys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const privateJwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  return {
    privateJwk,
    sign: (claims, audience) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: privateJwk.kid })
        .setAudience(audience)
        .setIssuedAt(typeof claims.iat === 'number' ? claims.iat : undefined)
        .sign(privateKey),
  };
}

/** Starts a provider on 127.0.0.1 with the given clients and people. */
export async function startOidcProvider({
  clients,
  people,
}: {
  clients: ClientMetadata[];
  people: Record<string, TestPerson>;
}): Promise<TestOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const own = await signingKey();
  const foreign = await signingKey();
  let nextSubject = Object.keys(people)[0]!;
  let tamper: Parameters<TestOidcProvider['tamperNextIdToken']>[0] | undefined;

  const provider = new Provider(issuer, {
    clients,
    jwks: { keys: [own.privateJwk] },
    cookies: { keys: ['test-cookie-key-0123456789abcdef'] },
    pkce: { required: () => true },
    // The provider refuses to call special-use addresses (SSRF protection); its relying party here is on loopback.
    fetch: (url: string | URL, options: RequestInit & { dispatcher?: unknown }) => {
      delete options.dispatcher;
      return globalThis.fetch(url, options);
    },
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Grant: 3600, Interaction: 600, Session: 3600 },
    scopes: ['openid', 'profile', 'phone', 'employee', 'national_id', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['name'],
      phone: ['phone_number'],
      employee: ['employee_number'],
      national_id: ['national_id_hash'],
    },
    features: {
      devInteractions: { enabled: false },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // The end-session confirmation submits itself, saying yes: the person asked for the logout already.
        logoutSource(ctx, form) {
          const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
          ctx.body = `<!DOCTYPE html><title>Signing out</title>${confirmed}<script>document.forms[0].submit()</script>`;
        },
      },
    },
    async findAccount(_ctx, sub) {
      const person = people[sub];
      return person ? { accountId: sub, claims: () => ({ sub, ...person }) } : undefined;
    },
  } as ConstructorParameters<typeof Provider>[1]);
  provider.on('server_error', (_ctx, error) => process.stderr.write(`test OpenID provider: ${String(error)}\n`));
  // A back-channel logout the relying party refused shows in the test's output, not only as a session left alive.
  provider.on('backchannel.error', (_ctx, error, client) =>
    process.stderr.write(`test OpenID provider: back-channel logout to ${client.clientId} failed: ${String(error)}\n`),
  );

  provider.use(async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path.startsWith('/interaction/')) {
      // The login screen: the test's chosen person signs in and consents to what was asked.
      const details = await provider.interactionDetails(ctx.req, ctx.res);
      const grant = new provider.Grant({ accountId: nextSubject, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      ctx.respond = false;
      await provider.interactionFinished(
        ctx.req,
        ctx.res,
        { login: { accountId: nextSubject }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    await next();
    if (ctx.method === 'POST' && ctx.path === '/token' && tamper && ctx.body && typeof ctx.body === 'object') {
      const body = ctx.body as { id_token?: string };
      const change = tamper;
      tamper = undefined;
      if (body.id_token) {
        const claims = JSON.parse(Buffer.from(body.id_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
        const { aud, ...rest } = claims;
        body.id_token = await change(rest, (changed, options) => (options?.foreignKey ? foreign : own).sign(changed, String(aud)));
      }
    }
  });

  server.on('request', provider.callback());

  return {
    issuer,
    signInAs(subject) {
      nextSubject = subject;
    },
    tamperNextIdToken(change) {
      tamper = change;
    },
    logoutToken(clientId, claims, options) {
      const now = Math.floor(Date.now() / 1000);
      return (options?.foreignKey ? foreign : own).sign(
        { iss: issuer, iat: now, jti: randomUUID(), events: { 'http://schemas.openid.net/event/backchannel-logout': {} }, ...claims },
        clientId,
      );
    },
    async backChannelLogout(clientId, subject, sid) {
      const client = await provider.Client.find(clientId);
      if (!client) throw new Error(`no client ${clientId}`);
      // Present at run time (lib/models/client.js) though the type package leaves it out.
      await (client as unknown as { backchannelLogout(sub: string, sid: string): Promise<unknown> }).backchannelLogout(subject, sid);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Follows a browser's redirects through the provider (keeping its cookies) until it is sent to `until`; answers that address. */
export async function followToCallback(startUrl: string, until: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(until)) return new URL(url);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} without a redirect at ${url}: ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}
