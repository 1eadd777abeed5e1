import { z } from 'zod';
import { IsoDateTime } from './iso-date-time';

/** The longest LRS address, key and secret a tenant may store. */
export const XAPI_ENDPOINT_MAX = 500;
export const XAPI_KEY_MAX = 200;
export const XAPI_SECRET_MAX = 500;

/**
 * Why the last delivery to the LRS failed, as the settings page words it: it could not be reached (refused, timed
 * out), it refused our key, it refused the statements, or it answered with a server error. Never the LRS's own text.
 */
export const XAPI_DELIVERY_PROBLEMS = ['unreachable', 'unauthorised', 'rejected', 'server_error'] as const;
export type XapiDeliveryProblem = (typeof XAPI_DELIVERY_PROBLEMS)[number];

/** How statements are getting to the LRS. */
export const XapiDelivery = z.object({
  /** Statements recorded and not yet accepted by the LRS. */
  pending: z.number().int(),
  /** Statements the LRS has accepted. */
  sent: z.number().int(),
  /** When the LRS last accepted a batch; null before the first. */
  lastSentAt: IsoDateTime.nullable(),
  /** The last failure, cleared by the next batch the LRS accepts; null while none stands. */
  lastError: z
    .object({
      problem: z.enum(XAPI_DELIVERY_PROBLEMS),
      /** The LRS's HTTP status, when it answered. */
      status: z.number().int().nullable(),
      at: IsoDateTime,
    })
    .nullable(),
});
export type XapiDelivery = z.infer<typeof XapiDelivery>;

/** A tenant's LRS settings as its district admin sees them; the secret is never sent back. */
export const XapiSettings = z.object({
  /** False until the first save (then the rest holds the saved values). */
  configured: z.boolean(),
  /** Whether statements are recorded and sent. */
  enabled: z.boolean(),
  /** The LRS's xAPI endpoint; statements go to `<endpoint>/statements`. */
  endpoint: z.string(),
  /** The basic-auth key (user name) the LRS issued. */
  key: z.string(),
  /** Whether a secret is stored (it is write-only). */
  secretSet: z.boolean(),
  /** 0 before the first save; give it back when saving (409/4010 if someone saved meanwhile). */
  version: z.number().int(),
  delivery: XapiDelivery,
});
export type XapiSettings = z.infer<typeof XapiSettings>;

/** A district admin's save of the LRS settings. */
export const SaveXapiSettingsBody = z.object({
  /** The version read (0 for the first save). */
  version: z.number().int().min(0),
  enabled: z.boolean(),
  /** The LRS's xAPI endpoint (https; http only for a loopback host outside production), without `/statements`. */
  endpoint: z.url({ protocol: /^https?$/ }).max(XAPI_ENDPOINT_MAX),
  key: z.string().trim().min(1).max(XAPI_KEY_MAX),
  /** A new secret; absent keeps the stored one (required on the first save). */
  secret: z.string().min(1).max(XAPI_SECRET_MAX).optional(),
});
export type SaveXapiSettingsBody = z.infer<typeof SaveXapiSettingsBody>;

/** What a connection test found: the LRS answered and took our key, or why not (not configured: nothing saved yet). */
export const XAPI_CONNECTION_OUTCOMES = ['ok', 'not_configured', ...XAPI_DELIVERY_PROBLEMS] as const;
export const XapiConnectionTest = z.object({
  outcome: z.enum(XAPI_CONNECTION_OUTCOMES),
  /** The LRS's HTTP status, when it answered. */
  status: z.number().int().nullable(),
});
export type XapiConnectionTest = z.infer<typeof XapiConnectionTest>;

/** Whether a delivery was queued (false: sending is off or nothing is pending). */
export const XapiSendNow = z.object({ queued: z.boolean() });
export type XapiSendNow = z.infer<typeof XapiSendNow>;
