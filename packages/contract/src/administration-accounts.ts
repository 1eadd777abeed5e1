import { z } from 'zod';
import { RoleCodeSchema } from './auth';
import { PageQuery, paged } from './envelope';
import { enumSchema } from './enum-schema';
import { Gender } from './enums';

export const ACCOUNT_NAME_MAX = 32;
export const USERNAME_MAX = 64;
export const ACCOUNT_KEYWORD_MAX = 64;

const Id = z.string().regex(/^\d{1,18}$/, 'must be a number');
const Version = z.number().int().min(1);
/** Mainland mobile number. */
const Phone = z.string().regex(/^1\d{10}$/, 'phone must be an 11-digit mobile number');
const Code = z.string().min(1).max(8);
const Roles = z.array(RoleCodeSchema).min(1).max(8);

/** The teaching record of an account that holds the teacher role. */
export const TeachingFields = z.object({
  sectionCode: Code.nullable(),
  subjectCode: Code.nullable(),
  titleCode: Code.nullable(),
  phaseCode: Code.nullable(),
});

/** An account as staff see it in the accounts list. */
export const ManagedAccount = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  gender: enumSchema(Gender).nullable(),
  /** Full phone number: staff over the account see it to reach the person. */
  phone: z.string().nullable(),
  orgUnitId: z.string(),
  orgUnitName: z.string(),
  roles: z.array(RoleCodeSchema),
  status: z.enum(['active', 'disabled']),
  /** The password was set by staff and not yet changed by its owner. */
  mustChangePassword: z.boolean(),
  /** Sign-in is locked after repeated failures (staff may unlock it). */
  locked: z.boolean(),
  teaching: TeachingFields.nullable(),
  /** Send back with a change: a change to an older version is refused with 409 STALE_VERSION. */
  version: z.number().int(),
});
export type ManagedAccount = z.infer<typeof ManagedAccount>;

export const AccountListQuery = PageQuery.extend({
  /** Only accounts in this unit and the units below it (within the caller's reach). */
  unitId: Id.optional(),
  /** Part of a name, username or phone number. */
  keyword: z.string().trim().max(ACCOUNT_KEYWORD_MAX).optional(),
  status: z.enum(['active', 'disabled']).optional(),
  role: RoleCodeSchema.optional(),
});
export type AccountListQuery = z.infer<typeof AccountListQuery>;
/** The most accounts a list counts exactly; past it `total` stops there and `totalIsLowerBound` says so. */
export const ACCOUNT_COUNT_CAP = 10_000;
/**
 * A page of accounts. Counting a district of 100,000 exactly cost more than reading the page (issue 18's bench), so
 * the count stops at ACCOUNT_COUNT_CAP: the pager reaches 10,000 accounts, filters narrow the rest.
 */
export const ManagedAccountPage = paged(ManagedAccount).extend({ totalIsLowerBound: z.boolean() });

/** A new account; `teaching` is kept when the roles include teacher. The answer carries a one-time initial password. */
export const AccountCreateBody = z.object({
  username: z
    .string()
    .trim()
    .min(2)
    .max(USERNAME_MAX)
    .regex(/^[A-Za-z0-9_.@-]+$/, 'letters, digits and _ . @ - only'),
  name: z.string().trim().min(1).max(ACCOUNT_NAME_MAX),
  gender: enumSchema(Gender).nullable().default(null),
  phone: Phone.nullable().default(null),
  orgUnitId: Id,
  roles: Roles,
  teaching: TeachingFields.nullable().default(null),
});
export type AccountCreateBody = z.infer<typeof AccountCreateBody>;

/** Edits an account's person fields, roles and teaching record (not its unit: see move). */
export const AccountUpdateBody = z.object({
  id: Id,
  version: Version,
  name: z.string().trim().min(1).max(ACCOUNT_NAME_MAX),
  gender: enumSchema(Gender).nullable(),
  phone: Phone.nullable(),
  roles: Roles,
  teaching: TeachingFields.nullable(),
});
export type AccountUpdateBody = z.infer<typeof AccountUpdateBody>;

/** Disable, re-enable or reset the password of one account, at the version read. */
export const AccountActionBody = z.object({ id: Id, version: Version });
/** Unlock an account's sign-in after repeated failures. */
export const AccountUnlockBody = z.object({ id: Id });
/** Moves an account (a teacher) to another unit; the move is kept in its history. */
export const AccountMoveBody = z.object({ id: Id, version: Version, orgUnitId: Id });

/** An account created, or a password reset, with the one-time password to hand to its owner (they must change it). */
export const AccountWithPassword = z.object({ account: ManagedAccount, temporaryPassword: z.string() });

/** A move in an account's history. */
export const AccountMove = z.object({ fromOrgUnitName: z.string(), toOrgUnitName: z.string(), movedAt: z.string() });
export const AccountHistory = z.object({ moves: z.array(AccountMove) });
export const AccountIdQuery = z.object({ id: Id });

/** Roles the caller may give at a unit (the role pickers offer these). */
export const GrantableRolesQuery = z.object({ unitId: Id });
export const GrantableRoles = z.object({ roles: z.array(RoleCodeSchema) });
