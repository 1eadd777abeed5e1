import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => value === 'true' || value === '1' || value === 'yes');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** Every setting of the server, read from the environment once at boot. `.env.example` lists them all. */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: int(0, 65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DB_POOL_MAX: int(1, 200).default(10),
  /** How long a query waits for a PostgreSQL connection (a new one, or a free one of the pool) before answering 503. */
  DB_CONNECT_TIMEOUT_SECONDS: int(1, 600).default(10),
  DEMO_DATA: bool.optional(),
  APP_INFO_KEY: z.string().min(1).default('yanxiu-web'),
  APP_INFO_SECRET: z.string().min(8).default('yanxiu-dev-secret-change-me'),
  APP_INFO_MAX_SKEW_SECONDS: int(1, 86_400).default(300),
  TEST_HOST: z.string().min(1).default('test.localhost'),
  TENANT_DOMAIN: z.string().optional(),
  SESSION_IDLE_MINUTES: int(1, 60 * 24 * 30).default(480),
  SESSION_MAX_HOURS: int(1, 24 * 365).default(168),
  /** Failures of one account name from one address after which that pair's attempts wait, doubling. */
  LOGIN_SLOW_AFTER: int(1, 1000).default(3),
  LOGIN_SLOW_BASE_SECONDS: int(0, 3600).default(1),
  /** Failures of one account name, from any address, after which failing addresses must solve a challenge for it. */
  LOGIN_CHALLENGE_AFTER: int(1, 100_000).default(10),
  /** PBKDF2 iterations of each try of the sign-in challenge, and the largest secret counter (work ≈ cost × counter). */
  LOGIN_CHALLENGE_COST: int(1, 1_000_000).default(1000),
  LOGIN_CHALLENGE_MAX_NUMBER: int(2, 10_000_000).default(3000),
  /** Key of the challenges' HMAC; unset, one is derived from MEDIA_SIGNING_SECRET (shared by every process in production). */
  LOGIN_CHALLENGE_SECRET: z.string().min(32).optional(),
  /**
   * Failures of one address (any account names) after which it must solve a challenge for every name, for
   * LOGIN_ADDRESS_CHALLENGE_MINUTES; the work doubles with each further multiple, up to eight times.
   */
  LOGIN_ADDRESS_CHALLENGE_AFTER: int(1, 100_000).default(50),
  LOGIN_ADDRESS_CHALLENGE_MINUTES: int(1, 24 * 60).default(15),
  LOGIN_WINDOW_MINUTES: int(1, 24 * 60).default(15),
  PASSWORD_HASH_MEMORY_KIB: int(8, 4_194_304).default(19_456),
  PASSWORD_HASH_ITERATIONS: int(1, 100).default(2),
  BODY_LIMIT_BYTES: int(1024, 1024 * 1024 * 1024).default(1_048_576),
  FILES_MAX_BYTES: int(1024, 10 * 1024 * 1024 * 1024).default(50 * 1024 * 1024),
  FILES_VIDEO_MAX_BYTES: int(1024, 100 * 1024 * 1024 * 1024).default(2 * 1024 * 1024 * 1024),
  MEDIA_SIGNING_SECRET: z.string().min(32).optional(),
  /** Key of the AES-256-GCM sealing of secrets kept in tenants' settings (identity portal client secrets); see loadConfig. */
  SETTINGS_ENCRYPTION_KEY: z.string().min(32).optional(),
  STORAGE_DRIVER: z.enum(['local']).default('local'),
  /** The resource disk: the largest file, and the quotas where a tenant sets none (a user's, a school's). */
  DISK_MAX_FILE_BYTES: int(1024, 1024 ** 4).default(5 * 1024 ** 3),
  DISK_USER_QUOTA_BYTES: int(0, 100 * 1024 ** 4).default(10 * 1024 ** 3),
  DISK_SCHOOL_QUOTA_BYTES: int(0, 100 * 1024 ** 4).default(1024 ** 4),
  /** Days a deleted resource stays in the recycle bin before the daily sweep purges it. */
  DISK_RECYCLE_DAYS: int(1, 3650).default(30),
  /** Hours an unfinished upload may sit idle before the sweep removes it and releases its quota. */
  DISK_UPLOAD_IDLE_HOURS: int(1, 24 * 30).default(24),
  /** LibreOffice's command for Office previews; previews of Office files are off when it cannot be run. */
  DISK_SOFFICE_PATH: z.string().min(1).default('soffice'),
  /** Seconds one Office-to-PDF conversion may take. */
  DISK_CONVERT_TIMEOUT_SECONDS: int(5, 3600).default(120),
  /** Address space (MiB) each LibreOffice process of a conversion may use; an allocation past it fails the conversion. */
  DISK_CONVERT_MEMORY_MB: int(256, 64 * 1024).default(2048),
  /** MiB an Office archive (.docx, .xlsx, .pptx, OpenDocument) may unpack to, all parts together; past it: not converted. */
  DISK_CONVERT_MAX_UNPACKED_MB: int(1, 64 * 1024).default(512),
  /** MiB one part of such an archive may unpack to. */
  DISK_CONVERT_MAX_PART_MB: int(1, 64 * 1024).default(256),
  /** How many times its packed size one part (over 1 MiB unpacked) may unpack to; Apache POI's default is 100 too. */
  DISK_CONVERT_MAX_RATIO: int(2, 100_000).default(100),
  /** Hours an `evidence` upload no application names is kept before the hourly clean-up deletes it. */
  EVIDENCE_UNUSED_HOURS: int(1, 24 * 365).default(24),
  TRUST_PROXY: bool.default(false),
  /** Turns on GET /metrics (Prometheus text), answered only with `Authorization: Bearer <token>`; unset: 404. */
  METRICS_TOKEN: z.string().min(32).optional(),
  /** Serves /metrics on this port only (a server of its own on HOST), instead of the app's port. */
  METRICS_PORT: int(1, 65535).optional(),
  /**
   * General API rate limits, counted across every process on the database (docs/api.md, "Rate limits", has the
   * arithmetic behind the defaults): calls per client address, per address without a session, and per session, in
   * each window; 0 turns one off.
   */
  RATE_LIMIT_WINDOW_SECONDS: int(1, 3600).default(60),
  RATE_LIMIT_PER_ADDRESS: int(0, 100_000_000).default(24_000),
  RATE_LIMIT_ANONYMOUS_PER_ADDRESS: int(0, 100_000_000).default(3_000),
  RATE_LIMIT_PER_SESSION: int(0, 100_000_000).default(600),
  /** How long a pending training order holds its seat before it expires (default two days). */
  ORDER_PENDING_MINUTES: int(1, 60 * 24 * 30).default(2880),
  /** How often expired orders are swept (a scheduled job, once across processes, whole minutes); 0: never (orders still expire lazily). */
  ORDER_SWEEP_SECONDS: int(0, 86_400).default(60),
  /**
   * Whether this process runs background jobs (queue workers and the recurring jobs' schedules). Any number of
   * processes may; each job still runs once. Off in API test apps, which run queued jobs on demand.
   */
  JOBS_RUN: bool.default(true),
  /** Notification e-mail: an SMTP URL (smtp://user:pass@host:587, smtps://...); absent switches e-mail off. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Yanxiu <no-reply@localhost>'),
  /** Where links in e-mails and WeChat messages point (the web app's origin); absent: links are paths only. */
  PUBLIC_WEB_URL: z.string().url().optional(),
  /** WeChat template messages: the API's send address (with its access token), and the template's id; absent: off. */
  WECHAT_TEMPLATE_SEND_URL: z.string().url().optional(),
  WECHAT_TEMPLATE_ID: z.string().min(1).optional(),
  /**
   * WeChat scan-to-sign-in: the Open Platform website app's AppID and AppSecret; either absent switches it off. The
   * two addresses are the Open Platform's own unless a stand-in (tests) or a proxy is put in between.
   */
  WECHAT_OPEN_APP_ID: z.string().min(1).max(64).optional(),
  WECHAT_OPEN_APP_SECRET: z.string().min(1).max(128).optional(),
  WECHAT_OPEN_CONNECT_URL: z.string().url().default('https://open.weixin.qq.com'),
  WECHAT_OPEN_API_URL: z.string().url().default('https://api.weixin.qq.com'),
  WEB_DIST_DIR: z.string().optional(),
});

/** The names of every setting; `.env.example` must list each. */
export const CONFIG_KEYS = Object.keys(ConfigSchema.shape);

export type Config = Omit<z.infer<typeof ConfigSchema>, 'DEMO_DATA' | 'MEDIA_SIGNING_SECRET' | 'SETTINGS_ENCRYPTION_KEY'> & {
  /** Whether demo data is seeded into an empty database; never in production. */
  DEMO_DATA: boolean;
  /**
   * Key of the HMAC that signs training media links. Required in production (every process must verify what
   * another signed); outside production a random one per process when unset.
   */
  MEDIA_SIGNING_SECRET: string;
  /**
   * Key that seals secrets kept in tenants' settings. Required in production; outside production a fixed development
   * key, so secrets saved by one process or run stay readable by the next.
   */
  SETTINGS_ENCRYPTION_KEY: string;
  /** DATA_DIR made absolute. */
  DATA_DIR: string;
};

/** Thrown when the environment holds bad settings; lists every one. */
export class ConfigError extends Error {}

const DEV_SECRET = 'yanxiu-dev-secret-change-me';
const DEV_SETTINGS_KEY = 'yanxiu-development-settings-key-not-for-production';
// Outside production an unset media-signing secret is made up once per process: links then work within it only.
const PROCESS_MEDIA_SECRET = randomBytes(32).toString('base64url');

/** Parses the environment, failing fast with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const production = raw.NODE_ENV === 'production';
  if (production && raw.APP_INFO_SECRET === DEV_SECRET) {
    throw new ConfigError('Invalid configuration:\n  APP_INFO_SECRET: set a secret of your own in production');
  }
  if (production && raw.MEDIA_SIGNING_SECRET === undefined) {
    throw new ConfigError('Invalid configuration:\n  MEDIA_SIGNING_SECRET: set a secret of at least 32 characters in production');
  }
  if (production && raw.SETTINGS_ENCRYPTION_KEY === undefined) {
    throw new ConfigError('Invalid configuration:\n  SETTINGS_ENCRYPTION_KEY: set a key of at least 32 characters in production');
  }
  return {
    ...raw,
    SETTINGS_ENCRYPTION_KEY: raw.SETTINGS_ENCRYPTION_KEY ?? DEV_SETTINGS_KEY,
    DEMO_DATA: production ? false : (raw.DEMO_DATA ?? true),
    MEDIA_SIGNING_SECRET: raw.MEDIA_SIGNING_SECRET ?? PROCESS_MEDIA_SECRET,
    DATA_DIR: path.resolve(raw.DATA_DIR),
  };
}
