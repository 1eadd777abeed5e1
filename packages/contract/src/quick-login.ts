import { z } from 'zod';

/** Longest portal ticket accepted: a signed JWT of a few claims is well under 2 KB. */
export const QUICK_LOGIN_JTI_MAX = 4096;
/** Longest back-channel ticket id accepted. */
export const QUICK_LOGIN_RPCID_MAX = 256;
/** The query parameters of a quick-login link (spec 4: while either is present the client makes no token check). */
export const QUICK_LOGIN_PARAMS = ['jti', 'rpcid'] as const;

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
