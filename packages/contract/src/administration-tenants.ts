import { z } from 'zod';
import { AppIdQuery, paged, PageQuery } from './envelope';
import { LearningLimits, PresenceLimits } from './limits';
import { LOCALES } from './locale';
import { SIGN_IN_POLICY_LIMITS } from './sign-in-policy';

const Id = z.string().regex(/^\d{1,15}$/, 'must be a number');
const limit = (range: { min: number; max: number }) => z.number().int().min(range.min).max(range.max);

/**
 * A hostname a tenant is served at: lower-case letters, digits, hyphens and dots (labels of 1 to 63), as browsers send
 * it. The loopback names are not accepted: they are read as the demo tenant whatever a tenant says.
 */
export const Hostname = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, 'not a hostname')
  .refine((name) => !['localhost', '127.0.0.1'].includes(name), 'the loopback names always mean the demo tenant');

/** The sign-in policy as platform staff set it (ranges in SIGN_IN_POLICY_LIMITS). */
export const SignInPolicySchema = z.object({
  /** The shortest new password accepted, 8 to 64. */
  passwordMinLength: limit(SIGN_IN_POLICY_LIMITS.passwordMinLength),
  /** Whether a new password needs letters and digits. */
  passwordNeedsLettersAndDigits: z.boolean(),
  /** Failed sign-ins in a row from one address that lock that address out of the account name; 0 never locks. */
  lockoutAfterFailures: limit(SIGN_IN_POLICY_LIMITS.lockoutAfterFailures),
  /** Minutes a lock lasts (staff may unlock sooner). */
  lockoutMinutes: limit(SIGN_IN_POLICY_LIMITS.lockoutMinutes),
  /** Idle minutes after which the web client signs out holders of the idle-logout role. */
  idleLogoutMinutes: limit(SIGN_IN_POLICY_LIMITS.idleLogoutMinutes),
});

/** The learning settings a tenant has (the same limits as the learning settings pages). */
export const TenantLearningSettings = z.object({
  /** Share of a video that completes it. */
  completionShare: z.number().min(LearningLimits.completionShareMin).max(LearningLimits.completionShareMax).multipleOf(0.01),
  /** Presence checks on average every N minutes; null: off. */
  presenceEveryMinutes: z.number().int().min(PresenceLimits.everyMinutesMin).max(PresenceLimits.everyMinutesMax).nullable(),
  /** Seconds to answer a presence check. */
  presenceAnswerSeconds: z.number().int().min(PresenceLimits.answerSecondsMin).max(PresenceLimits.answerSecondsMax),
});
export type TenantLearningSettings = z.infer<typeof TenantLearningSettings>;

/** A tenant in the platform staff's list. */
export const TenantSummary = z.object({
  /** The tenant's id (for the detail and save calls). */
  tenantId: Id,
  /** The app id every call of the tenant carries; fixed once created. */
  appId: z.string(),
  /** Chinese display name. */
  name: z.string(),
  /** English display name. */
  nameEn: z.string(),
  /** Six-digit district code. */
  districtCode: z.string(),
  /** Hostnames the tenant is served at. */
  hostnames: z.array(z.string()),
  /** The default interface language. */
  defaultLocale: z.enum(LOCALES),
  /** The page icon and login logo path; null: the default favicon. */
  loginLogo: z.string().nullable(),
});
export type TenantSummary = z.infer<typeof TenantSummary>;

export const TenantList = z.array(TenantSummary);

/** Everything platform staff edit of a tenant. */
export const TenantSettings = TenantSummary.extend({
  /** Give it back when saving; a save naming an older one is 409/4010. */
  version: z.number().int(),
  signInPolicy: SignInPolicySchema,
  learning: TenantLearningSettings,
});
export type TenantSettings = z.infer<typeof TenantSettings>;

export const TenantIdQuery = AppIdQuery.extend({ tenantId: Id });

/** What a new login logo is: a file uploaded with purpose `logo`, or null to go back to the default icon. */
const LogoChoice = z.union([z.object({ fileId: z.uuid() }), z.object({ keep: z.literal(true) }), z.null()]);

/** A platform staff save of one tenant. */
export const SaveTenantBody = z.object({
  tenantId: Id,
  /** The version read; a newer stored one means someone else saved meanwhile (409/4010). */
  version: z.number().int().min(1),
  name: z.string().trim().min(1).max(60),
  nameEn: z.string().trim().min(1).max(120),
  /** Six digits, unique across tenants. */
  districtCode: z.string().regex(/^\d{6}$/, 'six digits'),
  /** 1 to 10 hostnames, none served by another tenant. */
  hostnames: z.array(Hostname).min(1).max(10),
  defaultLocale: z.enum(LOCALES),
  /** `{ fileId }` a newly uploaded logo, `{ keep: true }` the current one, null the default icon. */
  loginLogo: LogoChoice,
  signInPolicy: SignInPolicySchema,
  learning: TenantLearningSettings,
});
export type SaveTenantBody = z.infer<typeof SaveTenantBody>;

/** Branding of one's own tenant, as district staff see and edit it. */
export const TenantBranding = z.object({
  name: z.string(),
  nameEn: z.string(),
  loginLogo: z.string().nullable(),
  version: z.number().int(),
});
export type TenantBranding = z.infer<typeof TenantBranding>;

export const SaveBrandingBody = z.object({
  version: z.number().int().min(1),
  name: z.string().trim().min(1).max(60),
  nameEn: z.string().trim().min(1).max(120),
  loginLogo: LogoChoice,
});
export type SaveBrandingBody = z.infer<typeof SaveBrandingBody>;

/** Query of the public logo: the appId and the tenant's settings version, which changes the address on each change. */
export const LogoQuery = AppIdQuery.extend({
  v: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
});

// ---- The audit trail ----

const Moment = z.iso.datetime({ offset: true });

/** Filters of the audit trail; every one optional, combined with AND. */
export const AuditFilters = AppIdQuery.extend({
  /** The acting user's id. */
  actorId: Id.optional(),
  /** A part of the acting user's name or username. */
  actor: z.string().trim().min(1).max(50).optional(),
  /** The exact action, e.g. `auth.password_changed`. */
  action: z.string().trim().min(1).max(80).optional(),
  /** The kind of object acted on, e.g. `user`. */
  entityType: z.string().trim().min(1).max(50).optional(),
  /** The object's id (exact). */
  entityId: z.string().trim().min(1).max(200).optional(),
  /** From this moment on (inclusive). */
  from: Moment.optional(),
  /** Before this moment (exclusive). */
  to: Moment.optional(),
  /** Platform staff: another tenant's trail (absent: their own). */
  tenantId: Id.optional(),
});
export type AuditFilters = z.infer<typeof AuditFilters>;

export const AuditListQuery = AuditFilters.extend(PageQuery.shape);

/** One audited event. */
export const AuditEntryView = z.object({
  id: Id,
  /** When, ISO 8601. */
  at: z.string(),
  /** The acting user (null: the system or someone not signed in, e.g. a failed sign-in). */
  actorId: Id.nullable(),
  actorName: z.string().nullable(),
  actorUsername: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof AuditEntryView>;

export const AuditPage = paged(AuditEntryView);
export type AuditPage = z.infer<typeof AuditPage>;

/** The actions and object kinds found in the trail, for the filters' choices. */
export const AuditChoices = z.object({ actions: z.array(z.string()), entityTypes: z.array(z.string()) });
export type AuditChoices = z.infer<typeof AuditChoices>;

/** The most rows one export writes (the newest first); narrower filters for more. */
export const AUDIT_EXPORT_MAX_ROWS = 20_000;
