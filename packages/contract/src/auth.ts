import { z } from 'zod';
import { ROLE_CODES } from './roles';

/** A role code, as schemas validate it. */
export const RoleCodeSchema = z.enum(ROLE_CODES);

/** Sign-in with username and password. */
export const LoginBody = z.object({
  /** The account name, as given by the school or district. */
  username: z.string().trim().min(1).max(64),
  /** The password, as typed. */
  password: z.string().min(1).max(128),
});

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
  /** The new password: at least 8 characters with letters and digits. */
  newPassword: z.string().min(1).max(128),
});

/** How many other sessions a password change ended. */
export const ChangePasswordResult = z.object({ endedSessions: z.number().int() });
