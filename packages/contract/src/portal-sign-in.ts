import { z } from 'zod';
import { LoginInfo } from './auth';
import { AppIdQuery } from './envelope';
import { isSafeReturnPath, PORTAL_RETURN_MAX } from './portal-return';

const Id = z.string().regex(/^\d{1,15}$/, 'must be a number');

/** What a portal's identifying claim holds, matched against the account: employee number, national id hash or phone. */
export const PORTAL_IDENTIFIERS = ['employeeNumber', 'nationalIdHash', 'phone'] as const;
export type PortalIdentifier = (typeof PORTAL_IDENTIFIERS)[number];

/** What happens to a person the portal knows and the platform does not: refused, or given a teacher account. */
export const PORTAL_UNKNOWN_PEOPLE = ['refuse', 'provision'] as const;
export type PortalUnknownPeople = (typeof PORTAL_UNKNOWN_PEOPLE)[number];

/** Query of the public portal status: whether the tenant offers portal sign-in, and under what name. */
export const PortalStatus = z.object({
  enabled: z.boolean(),
  /** What the sign-in page calls the portal; null while none is enabled. */
  displayName: z.string().nullable(),
});
export type PortalStatus = z.infer<typeof PortalStatus>;

/** A same-origin path of the web app to return to after sign-in (see isSafeReturnPath). */
export const ReturnPath = z.string().max(PORTAL_RETURN_MAX).refine(isSafeReturnPath, 'must be a path of this site under /pc/');

/** Start of a portal sign-in. */
export const PortalStartBody = z.object({
  /** Where the browser comes back from the portal: `<origin>/pc/login/portal` of the page (registered at the portal). */
  redirectUri: z.url({ protocol: /^https?$/ }).max(2048),
  /** The page to show afterwards (default `/pc/`). */
  returnTo: ReturnPath.optional(),
});
export type PortalStartBody = z.infer<typeof PortalStartBody>;

/** Where to send the browser, and the binding it must keep (sessionStorage) and give back with the callback. */
export const PortalStart = z.object({
  authorizationUrl: z.string(),
  /** A random value only this browser holds: a callback carried into another browser fails (login CSRF). */
  binding: z.string(),
});
export type PortalStart = z.infer<typeof PortalStart>;

/** What the browser brings back from the portal. */
export const PortalCallbackBody = z.object({
  /** The query string the portal redirected with (`?code=…&state=…&iss=…`, or `?error=…`). */
  callbackQuery: z.string().min(1).max(4096),
  /** The binding the start answered. */
  binding: z.string().min(16).max(128),
});
export type PortalCallbackBody = z.infer<typeof PortalCallbackBody>;

/** Signed in through the portal: login info (as a password sign-in answers) and the page to go to. */
export const PortalSignedIn = z.object({
  loginInfo: LoginInfo,
  returnTo: z.string(),
});
export type PortalSignedIn = z.infer<typeof PortalSignedIn>;

/** Our session ended; where to send the browser so the portal ends its own too (null: the portal offers no logout). */
export const PortalLogout = z.object({ endSessionUrl: z.string().nullable() });
export type PortalLogout = z.infer<typeof PortalLogout>;

/** The back-channel logout request (OpenID Connect Back-Channel Logout 1.0), form-encoded by the portal. */
export const BackChannelLogoutBody = z.object({ logout_token: z.string().min(1).max(16_384) });

/** A tenant's portal settings as platform staff see them; the client secret is never sent back. */
export const IdentityProviderSettings = z.object({
  tenantId: Id,
  /** False until staff first save (then the rest holds the saved values). */
  configured: z.boolean(),
  enabled: z.boolean(),
  displayName: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  /** Whether a client secret is stored (it is write-only). */
  clientSecretSet: z.boolean(),
  scopes: z.array(z.string()),
  identifier: z.enum(PORTAL_IDENTIFIERS),
  claimName: z.string(),
  unknownPeople: z.enum(PORTAL_UNKNOWN_PEOPLE),
  /** The school new people are provisioned into. */
  provisionUnitId: Id.nullable(),
  /** 0 before the first save; give it back when saving (409/4010 if someone saved meanwhile). */
  version: z.number().int(),
});
export type IdentityProviderSettings = z.infer<typeof IdentityProviderSettings>;

export const IdentityProviderQuery = AppIdQuery.extend({ tenantId: Id });

const Scope = z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]{1,64}$/, 'not a scope');

/** A platform staff save of one tenant's portal settings. */
export const SaveIdentityProviderBody = z
  .object({
    tenantId: Id,
    /** The version read (0 for the first save). */
    version: z.number().int().min(0),
    enabled: z.boolean(),
    displayName: z.string().trim().min(1).max(60),
    /** The issuer URL exactly as the portal's discovery document states it (https; http only for a loopback host). */
    issuer: z.url({ protocol: /^https?$/ }).max(500),
    clientId: z.string().trim().min(1).max(200),
    /** A new client secret; absent keeps the stored one (required on the first save). */
    clientSecret: z.string().min(1).max(500).optional(),
    /** `openid` is always asked for; further scopes such as `profile`, `phone`. */
    scopes: z.array(Scope).min(1).max(20),
    identifier: z.enum(PORTAL_IDENTIFIERS),
    /** The claim carrying the identifier, e.g. `employee_number`, `phone_number`. */
    claimName: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'not a claim name'),
    unknownPeople: z.enum(PORTAL_UNKNOWN_PEOPLE),
    /** Required when unknown people are provisioned: a school of the tenant. */
    provisionUnitId: Id.nullable(),
  })
  .refine((body) => body.unknownPeople === 'refuse' || body.provisionUnitId !== null, {
    path: ['provisionUnitId'],
    message: 'choose the school new people join',
  });
export type SaveIdentityProviderBody = z.infer<typeof SaveIdentityProviderBody>;
