import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// The session token lives in localStorage, so one injected script could act as the user everywhere: the CSP is the
// second line after output encoding. The built web app (apps/web/dist/index.html) loads only external module scripts
// from /pc/assets and has no inline script, so scripts are 'self' alone: no 'unsafe-inline', no 'unsafe-eval', no
// hashes. If the build ever adds an inline script, hash it here (script-src 'sha256-…') rather than loosen this.
//
// Styles are the exception, on purpose: Ant Design 6 (CSS-in-JS) writes its styles into <style> elements at run time
// and React and antd set `style` attributes on elements everywhere (popup positions, sizes). A nonce cannot cover
// style attributes and would need index.html rendered per request with the nonce handed to antd's ConfigProvider; so
// style-src takes 'unsafe-inline' for styles only. Injected CSS cannot run script; its remaining risk (restyling the
// page) is far smaller than that of an inline script, which stays forbidden.
const APP_CSP = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // The evidence preview shows a fetched PDF in an <iframe> from an object URL (its download needs the bearer token).
  frameSrc: ["'self'", 'blob:'],
  // data: for small inline icons in styles, blob: for previews of files being uploaded.
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // The sign-in challenge's workers are files of the build (features/auth/challenge), never blobs.
  workerSrc: ["'self'"],
  // Schools often serve the platform over plain http on their intranet; upgrading every request would break it.
  upgradeInsecureRequests: null,
} as const;

/**
 * The Swagger UI at /api/docs loads its own scripts from /api/docs/static and styles itself inline like antd; it
 * gets this policy instead of the app's (its plugin sets the header on its own routes).
 */
export const SWAGGER_UI_CSP =
  "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; form-action 'self'; frame-ancestors 'none'; " +
  "img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'";

// Powerful features the platform never uses, switched off for the page and anything it might embed. Fullscreen stays
// for the lesson player. Only features browsers know are named, so none logs a warning.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // Only honoured over https; includeSubDomains is left to the operator, who knows what else lives under the domain.
  strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
};

/** The headers helmet sets with these options, read once from a stand-in response. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

// HSTS is honoured over https only, so it is sent only there. COOP (same-origin: a page another site opened cannot
// reach back into ours through window.opener, nor ours into it) is honoured wherever the page is a secure context:
// https, and plain http on loopback names (localhost, *.localhost, 127.0.0.0/8, ::1). Elsewhere on plain http (a
// district's intranet) Chromium ignores it and logs a console error on every page, so it is left out there.
const HTTPS_ONLY = new Set(['strict-transport-security']);
const SECURE_CONTEXT_ONLY = new Set(['cross-origin-opener-policy']);

const ALL_HEADERS: Readonly<Record<string, string>> = { ...helmetHeaders(HELMET_OPTIONS), 'permissions-policy': PERMISSIONS_POLICY };
const without = (names: ReadonlySet<string>, from: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(from).filter(([name]) => !names.has(name)));
const LOOPBACK_HTTP_HEADERS: Readonly<Record<string, string>> = without(HTTPS_ONLY, ALL_HEADERS);
const PLAIN_HTTP_HEADERS: Readonly<Record<string, string>> = without(SECURE_CONTEXT_ONLY, LOOPBACK_HTTP_HEADERS);

/** Whether browsers treat plain http at this hostname as a secure context (the "potentially trustworthy" loopback). */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/** Every header for a request over `protocol` to `hostname`, from sets computed once. */
export function securityHeaders(protocol: 'http' | 'https', hostname: string): Readonly<Record<string, string>> {
  if (protocol === 'https') return ALL_HEADERS;
  return isLoopbackHostname(hostname) ? LOOPBACK_HTTP_HEADERS : PLAIN_HTTP_HEADERS;
}

/**
 * Security headers on every response (API, web app, docs), with helmet's settings: the CSP above, frame-ancestors
 * 'none' and X-Frame-Options DENY (no framing, so no clickjacking), Referrer-Policy no-referrer (signed media
 * addresses and tokens in paths never leave in a Referer), nosniff, the cross-origin policies, the Permissions-Policy
 * helmet does not set itself, COOP where the browser honours it and HSTS over https (as the proxy reports it with
 * TRUST_PROXY). Routes may replace one (stored files set their own CSP, the Swagger UI its policy). Not through @fastify/helmet: it rebuilds
 * helmet's middleware, CSP parsing included, on every request, a large share of the cheapest endpoint's CPU
 * (docs/performance-log.md); the headers are the same for every request, so they are computed once here. Install on
 * the root instance before any route.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.headers(securityHeaders(request.protocol, request.hostname));
  });
}
