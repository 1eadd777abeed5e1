import { z } from 'zod';
import { LOCALES } from './locale';

/** Query of the signed app-info search (spec 7). */
export const AppInfoSearchQuery = z.object({
  /** SHA-256 hex of the app secret followed by `timestamp`. */
  sig: z.string().regex(/^[0-9a-f]{64}$/i, 'sig must be 64 hex characters'),
  /** The public app key the client is built with. */
  appKey: z.string().min(1).max(64),
  /** Client time: the first 13 digits of the current time in milliseconds. */
  timestamp: z.string().regex(/^\d{13}$/, 'timestamp must be 13 digits of milliseconds'),
});

/** Body of the app-info search: the page's hostname. */
export const AppInfoSearchBody = z.object({
  where: z.object({
    /** The page's hostname (the client swaps localhost and the test host for the test tenant host). */
    domain_like: z.string().min(1).max(253),
  }),
});

/** What the client needs to know about its tenant before sign-in. */
export const AppInfo = z.object({
  /** The tenant's app id; every later call carries it as the `appId` query parameter. */
  appId: z.string(),
  /** Display name of the tenant's platform. */
  name: z.string(),
  /** English display name. */
  nameEn: z.string(),
  /** Six-digit district code. */
  districtCode: z.string(),
  /** Path of the login logo, also the page icon; null means the default favicon. */
  loginLogo: z.string().nullable(),
  /** The tenant's default interface language. */
  defaultLocale: z.enum(LOCALES),
  /** Whether this is one of the seven district tenants. */
  isDistrict: z.boolean(),
  /** Whether the demo accounts exist here (demo data on), so the sign-in page may mention them. */
  demoAccounts: z.boolean(),
  /** Whether WeChat scan-to-sign-in is set up, so the sign-in page offers it (absent: not offered). */
  wechatSignIn: z.boolean().optional(),
  /**
   * What the client needs of the tenant's sign-in policy: the password rules a new password is checked against before
   * it is sent, and the idle minutes after which holders of the idle-logout role are signed out.
   */
  signInPolicy: z.object({
    passwordMinLength: z.number().int(),
    passwordNeedsLettersAndDigits: z.boolean(),
    idleLogoutMinutes: z.number().int(),
  }),
});
export type AppInfo = z.infer<typeof AppInfo>;

/** The app-info search answers a list whose first element is the tenant. */
export const AppInfoSearchResult = z.array(AppInfo);
