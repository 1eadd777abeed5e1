import { z } from 'zod';

/** Org unit levels (spec 3, Level): 1 school, 2 district, 3 city, 4 province, 5 national. */
export const UNIT_LEVEL_MIN = 1;
export const UNIT_LEVEL_MAX = 5;
/** The level of a school: a school has sections and no units below it. */
export const SCHOOL_LEVEL = 1;
export const UNIT_NAME_MAX = 64;
/** A school runs a few sections (primary, junior, senior ...), never more than the code table holds. */
export const UNIT_SECTIONS_MAX = 12;

const Id = z.string().regex(/^\d{1,18}$/, 'must be a number');
const Version = z.number().int().min(1);
const Name = z.string().trim().min(1).max(UNIT_NAME_MAX);
const SectionCodes = z.array(z.string().min(1).max(8)).max(UNIT_SECTIONS_MAX);

/** One org unit of the tree as staff see it (a flat list; `parentId` and `path` give the tree). */
export const ManagedUnit = z.object({
  id: z.string(),
  /** Null for the tenant's root unit. */
  parentId: z.string().nullable(),
  name: z.string(),
  level: z.number().int().min(UNIT_LEVEL_MIN).max(UNIT_LEVEL_MAX),
  /** Ancestry from the root down, e.g. `/1/4/`. */
  path: z.string(),
  /** A school's sections (section codes); empty above a school. */
  sectionCodes: z.array(z.string()),
  /** When the unit was closed (ISO 8601), or null while open. */
  closedAt: z.string().nullable(),
  /** Accounts still active in the unit itself. */
  activeAccounts: z.number().int(),
  /** Send back with a change: a change to an older version is refused with 409 STALE_VERSION. */
  version: z.number().int(),
});
export type ManagedUnit = z.infer<typeof ManagedUnit>;

/** The units the caller reaches: their own unit and everything below it (platform admins: the whole tenant). */
export const ManagedUnitList = z.object({ units: z.array(ManagedUnit) });

/** A new unit under `parentId`, one level or more below it; a school (level 1) may list its sections. */
export const UnitCreateBody = z.object({
  parentId: Id,
  name: Name,
  level: z
    .number()
    .int()
    .min(UNIT_LEVEL_MIN)
    .max(UNIT_LEVEL_MAX - 1),
  sectionCodes: SectionCodes.default([]),
});
export type UnitCreateBody = z.infer<typeof UnitCreateBody>;

export const UnitRenameBody = z.object({ id: Id, version: Version, name: Name });
/** Moves a unit (and everything below it) under another parent of a higher level; its sections stay. */
export const UnitMoveBody = z.object({ id: Id, version: Version, parentId: Id });
/** Closes a unit with no open units and no active accounts left in it. */
export const UnitCloseBody = z.object({ id: Id, version: Version });
/** Replaces a school's sections. */
export const UnitSectionsBody = z.object({ id: Id, version: Version, sectionCodes: SectionCodes });
