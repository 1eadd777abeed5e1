import { z } from 'zod';
import { AppIdQuery } from './envelope';

/** Longest portal ticket accepted: a signed JWT of a few claims is well under 2 KB. */
export const QUICK_LOGIN_JTI_MAX = 4096;
/** Longest back-channel ticket id accepted. */
export const QUICK_LOGIN_RPCID_MAX = 256;

/**
 * A quick-login link's ticket, exchanged once for a session (spec 2's quick-login wrapper). Exactly one of the two:
 * `jti` is a short-lived JWT the tenant's portal signed (checked against the portal's published keys; its `jti` claim
 * is accepted once); `rpcid` is a ticket id the server exchanges with the portal over the back channel (spec 7's
 * `GET {token}` calls, the second with `type=DLDJ` registering the sign-in).
 */
export const QuickLoginBody = z
  .object({
    /** The portal-signed JWT from the link's `jti` parameter. */
    jti: z.string().min(1).max(QUICK_LOGIN_JTI_MAX).optional(),
    /** The ticket id from the link's `rpcid` parameter. */
    rpcid: z
      .string()
      .min(1)
      .max(QUICK_LOGIN_RPCID_MAX)
      .regex(/^[A-Za-z0-9._~-]+$/, 'rpcid is letters, digits and . _ ~ -')
      .optional(),
  })
  .refine((body) => (body.jti === undefined) !== (body.rpcid === undefined), { message: 'send exactly one of jti and rpcid' });
export type QuickLoginBody = z.infer<typeof QuickLoginBody>;

const TenantIdField = z.string().regex(/^\d{1,15}$/, 'must be a number');
/** An https address (http only for a loopback host, as for a portal running beside the platform in tests). */
const PortalAddress = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .refine((value) => value.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//.test(value), 'must be https');

/** A tenant's quick-login settings as platform staff see and save them (the portal itself is the identity-provider settings). */
export const QuickLoginSettings = z.object({
  tenantId: TenantIdField,
  /** Off: every quick-login link of the tenant is refused with 404/1023. */
  enabled: z.boolean(),
  /** Where the portal publishes the keys of its `jti` tickets; null refuses `jti` links. */
  jwksUri: PortalAddress.nullable(),
  /** The back-channel ticket address with `{token}` where the rpcid goes; null refuses `rpcid` links. */
  ticketUrl: PortalAddress.refine((value) => value.includes('{token}'), 'must contain {token}').nullable(),
  /** The longest lifetime (exp - iat) a `jti` ticket may have, in seconds. */
  maxTicketSeconds: z.number().int().min(30).max(3600),
});
export type QuickLoginSettings = z.infer<typeof QuickLoginSettings>;

/** Query of the settings detail: which tenant. */
export const QuickLoginSettingsQuery = AppIdQuery.extend({ tenantId: TenantIdField });
