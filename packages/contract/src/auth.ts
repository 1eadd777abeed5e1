import { z } from 'zod';
import { ROLE_CODES } from './roles';

/** Longest solved-challenge payload accepted (a real one is about 600 characters). */
export const LOGIN_CHALLENGE_SOLUTION_MAX = 4096;

/** A role code, as schemas validate it. */
export const RoleCodeSchema = z.enum(ROLE_CODES);

/** Sign-in with username and password. */
export const LoginBody = z.object({
  /** The account name, as given by the school or district. */
  username: z.string().trim().min(1).max(64),
  /** The password, as typed. */
  password: z.string().min(1).max(128),
  /**
   * The solved sign-in challenge, when the server asked for one (1008): the ALTCHA payload the widget produces,
   * base64 of `{"challenge":{"parameters":…,"signature":…},"solution":{"counter":…,"derivedKey":…}}`. Each solved
   * challenge is accepted once. Ignored when no challenge is required.
   */
  challengeSolution: z.string().min(1).max(LOGIN_CHALLENGE_SOLUTION_MAX).optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

/**
 * A proof-of-work challenge for sign-in (ALTCHA v2: PBKDF2/SHA-256). Hand it to the ALTCHA widget (`altcha` package,
 * its `challenge` option) or to altcha-lib's `solveChallenge`; the solution goes into the next sign-in's
 * `challengeSolution`. It expires after ten minutes, belongs to the tenant that issued it and is accepted once.
 */
export const LoginChallenge = z.object({
  parameters: z.object({
    /** Key derivation algorithm, `PBKDF2/SHA-256`. */
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    /** Iterations of each derivation. */
    cost: z.number().int(),
    keyLength: z.number().int(),
    /** The prefix the derived key must start with. */
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().int().optional(),
    parallelism: z.number().int().optional(),
    /** Unix time in seconds after which the challenge is refused. */
    expiresAt: z.number().int().optional(),
    /** Signed facts the server checks: the tenant's appId. */
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  /** HMAC of the parameters, so the client cannot make its own easier challenge. */
  signature: z.string(),
});
export type LoginChallenge = z.infer<typeof LoginChallenge>;

/** What the client stores as login info after sign-in (spec 3). */
export const LoginInfo = z.object({
  /** The signed-in user's id. */
  userId: z.string(),
  /** The session's id: checkToken and quitLogin take it in their path. */
  tokenId: z.string(),
  /** The tenant the session belongs to. */
  appId: z.string(),
  /** Bearer token for the Authorization header. */
  access_token: z.string(),
  /** Always "Bearer". */
  token_type: z.literal('Bearer'),
  /** When the session lapses if unused (ISO 8601); it slides forward while in use. */
  expiresAt: z.string(),
  /** Role codes the user holds. */
  roles: z.array(RoleCodeSchema),
  /** True when the teacher must confirm their information before going on (first sign-in). */
  needConfirm: z.boolean(),
  /**
   * True when staff set this password (a new account, a reset): the person must choose their own before anything
   * else, through changePassword, which clears it. Absent in login info stored before it existed: read as false.
   */
  mustChangePassword: z.boolean().optional(),
});
export type LoginInfo = z.infer<typeof LoginInfo>;

/** Path parameter of the session calls. */
export const TokenIdParams = z.object({
  /** The session id from login info. */
  tokenId: z.string().uuid(),
});

/** The answer of checkToken: the session is alive. */
export const TokenStatus = z.object({
  /** Always true: a dead session is answered with 401 and status 1001. */
  active: z.literal(true),
  userId: z.string(),
  tokenId: z.string(),
  appId: z.string(),
  roles: z.array(RoleCodeSchema),
  /** When the session lapses if unused (ISO 8601). */
  expiresAt: z.string(),
});

/** Change of one's own password; every other session of the user ends. */
export const ChangePasswordBody = z.object({
  /** The password in use now. */
  oldPassword: z.string().min(1).max(128),
  /**
   * The new password: at least 8 characters with letters and digits, not a common password or an easily guessed
   * pattern, without the user's username, name or phone number, and not the current one (422/1007 says which).
   */
  newPassword: z.string().min(1).max(128),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** How many other sessions a password change ended. */
export const ChangePasswordResult = z.object({ endedSessions: z.number().int() });
export type ChangePasswordResult = z.infer<typeof ChangePasswordResult>;
