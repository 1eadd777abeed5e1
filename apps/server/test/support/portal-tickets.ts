import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

/** A ticket the stand-in's back channel will answer for: the portal subject and the person's claims. */
export type PortalPerson = { sub: string } & Record<string, unknown>;

export type TicketPortal = {
  /** The portal's issuer identifier (the stand-in's origin). */
  issuer: string;
  /** Where it publishes the keys its `jti` tickets are signed with. */
  jwksUri: string;
  /** Its back-channel ticket address, `{token}` standing for the rpcid. */
  ticketUrl: string;
  /** A `jti` ticket for `aud` (our client id there), signed with the portal's key, or with a key it never published. */
  mintJti(
    person: PortalPerson,
    options: { audience: string; lifetimeSeconds?: number; issuedAgoSeconds?: number; foreignKey?: boolean; issuer?: string },
  ): Promise<string>;
  /** A fresh rpcid the back channel answers for `person` until the sign-in is registered (type=DLDJ). */
  issueRpcid(person: PortalPerson): string;
  /** Every rpcid whose sign-in was registered (type=DLDJ), in order. */
  registered: string[];
  /** Back-channel calls made, and how many lacked the client's credentials. */
  calls: { exchanges: number; registrations: number; unauthorised: number };
  close(): Promise<void>;
};

/**
 * A stand-in for a district's identity portal as quick login meets it, on a local port: the JWKS its `jti` tickets
 * are checked against and the back channel `rpcid` tickets are exchanged at (spec 7's `GET {token}`, then
 * `GET {token}?type=DLDJ`), answering in the spec's envelope and checking our client credentials (HTTP Basic). It is
 * the far side of a protocol, not our code: the real portals are out of reach here.
 */
export async function startTicketPortal({ clientId, clientSecret }: { clientId: string; clientSecret: string }): Promise<TicketPortal> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const stranger: CryptoKey = (await generateKeyPair('ES256')).privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: 'portal-1', alg: 'ES256', use: 'sig' };
  const tickets = new Map<string, PortalPerson>();
  const registered: string[] = [];
  const calls = { exchanges: 0, registrations: 0, unauthorised: 0 };
  const expectedAuth = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;

  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  let origin = '';
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://portal');
    if (url.pathname === '/jwks') return send(response, 200, { keys: [jwk] });
    // Enough of a discovery document for the identity-provider settings to accept this portal's issuer.
    if (url.pathname === '/.well-known/openid-configuration') {
      return send(response, 200, {
        issuer: origin,
        authorization_endpoint: `${origin}/authorize`,
        token_endpoint: `${origin}/token`,
        jwks_uri: `${origin}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['ES256'],
      });
    }
    const match = /^\/tickets\/([^/]+)$/.exec(url.pathname);
    if (!match) return send(response, 404, { code: 404, msg: 'not found' });
    if (request.headers.authorization !== expectedAuth) {
      calls.unauthorised += 1;
      return send(response, 401, { code: 401, msg: 'client authentication failed' });
    }
    const rpcid = decodeURIComponent(match[1]!);
    const person = tickets.get(rpcid);
    if (url.searchParams.get('type') === 'DLDJ') {
      calls.registrations += 1;
      if (!person) return send(response, 200, { code: 1, msg: 'ticket unknown or spent' });
      tickets.delete(rpcid);
      registered.push(rpcid);
      return send(response, 200, { code: 0, msg: 'success', data: null });
    }
    calls.exchanges += 1;
    if (!person) return send(response, 200, { code: 1, msg: 'ticket unknown or spent' });
    return send(response, 200, { code: 0, msg: 'success', data: person });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer: origin,
    jwksUri: `${origin}/jwks`,
    ticketUrl: `${origin}/tickets/{token}`,
    async mintJti(person, { audience, lifetimeSeconds = 120, issuedAgoSeconds = 0, foreignKey = false, issuer = origin }) {
      const iat = Math.floor(Date.now() / 1000) - issuedAgoSeconds;
      return new SignJWT({ ...person })
        .setProtectedHeader({ alg: 'ES256', kid: 'portal-1' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(iat)
        .setExpirationTime(iat + lifetimeSeconds)
        .setJti(randomUUID())
        .sign(foreignKey ? stranger : privateKey);
    },
    issueRpcid(person) {
      const rpcid = randomBytes(12).toString('hex');
      tickets.set(rpcid, person);
      return rpcid;
    },
    registered,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
