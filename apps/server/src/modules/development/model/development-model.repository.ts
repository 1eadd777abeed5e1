import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { careerPhases } from '@server/db/schema/development';
import {
  conditionFiles,
  developmentTypes,
  phaseConditions,
  postTypePhases,
  postTypes,
  postTypeSections,
  teacherDevelopmentTypes,
} from '@server/db/schema/development-model';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type DevelopmentTypeRow = Omit<typeof developmentTypes.$inferSelect, 'tenantId'>;
export type PostTypeRow = Omit<typeof postTypes.$inferSelect, 'tenantId'>;
export type ConditionRow = Omit<typeof phaseConditions.$inferSelect, 'tenantId'>;
export type ConditionFileRow = Omit<typeof conditionFiles.$inferSelect, 'tenantId'>;
/** A post type with the sections it is open in and its path (phase codes in ladder order). */
export type PostTypeWithLinks = PostTypeRow & { sectionCodes: string[]; phaseCodes: string[] };
/** A phase of a post type's path with its place on the ladder. */
export type PathPhaseRow = { phaseCode: string; phaseName: string; phaseNameEn: string; rank: number };

const typeColumns = {
  code: developmentTypes.code,
  name: developmentTypes.name,
  nameEn: developmentTypes.nameEn,
  sort: developmentTypes.sort,
  enabled: developmentTypes.enabled,
};

// ---- Development types ----

/** The tenant's development types in display order. */
export async function listDevelopmentTypes(db: Executor, tenantId: TenantId): Promise<DevelopmentTypeRow[]> {
  return db
    .select(typeColumns)
    .from(developmentTypes)
    .where(eq(developmentTypes.tenantId, tenantId))
    .orderBy(asc(developmentTypes.sort), asc(developmentTypes.code));
}

/**
 * The enabled types offered in a section: those with an enabled post type of their own open in it, or every
 * enabled type when a common post type (one of no particular type) is open in it.
 */
export async function listOfferedDevelopmentTypes(db: Executor, tenantId: TenantId, sectionCode: string): Promise<DevelopmentTypeRow[]> {
  const open = await db
    .select({ typeCode: postTypes.developmentTypeCode })
    .from(postTypes)
    .innerJoin(postTypeSections, and(eq(postTypeSections.tenantId, postTypes.tenantId), eq(postTypeSections.postTypeCode, postTypes.code)))
    .where(and(eq(postTypes.tenantId, tenantId), eq(postTypes.enabled, true), eq(postTypeSections.sectionCode, sectionCode)));
  const common = open.some((row) => row.typeCode === null);
  const own = new Set(open.map((row) => row.typeCode));
  const types = await listDevelopmentTypes(db, tenantId);
  return types.filter((type) => type.enabled && (common || own.has(type.code)));
}

export async function findDevelopmentType(db: Executor, tenantId: TenantId, code: string): Promise<DevelopmentTypeRow | undefined> {
  const rows = await db
    .select(typeColumns)
    .from(developmentTypes)
    .where(and(eq(developmentTypes.tenantId, tenantId), eq(developmentTypes.code, code)));
  return rows[0];
}

/** Creates or replaces a development type. */
export async function upsertDevelopmentType(db: Executor, tenantId: TenantId, row: DevelopmentTypeRow): Promise<void> {
  const { code, ...rest } = row;
  await db
    .insert(developmentTypes)
    .values({ tenantId, code, ...rest })
    .onConflictDoUpdate({ target: [developmentTypes.tenantId, developmentTypes.code], set: rest });
}

export async function deleteDevelopmentType(db: Executor, tenantId: TenantId, code: string): Promise<void> {
  await db.delete(developmentTypes).where(and(eq(developmentTypes.tenantId, tenantId), eq(developmentTypes.code, code)));
}

/** How many teachers have chosen a type, and how many post types belong to it: a type in use cannot go. */
export async function countDevelopmentTypeUses(
  db: Executor,
  tenantId: TenantId,
  code: string,
): Promise<{ teachers: number; postTypes: number }> {
  const [teachers] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(teacherDevelopmentTypes)
    .where(and(eq(teacherDevelopmentTypes.tenantId, tenantId), eq(teacherDevelopmentTypes.developmentTypeCode, code)));
  const [posts] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(postTypes)
    .where(and(eq(postTypes.tenantId, tenantId), eq(postTypes.developmentTypeCode, code)));
  return { teachers: teachers?.count ?? 0, postTypes: posts?.count ?? 0 };
}

// ---- Teachers' chosen types ----

/** The type a teacher chose for a section, with the type's labels; at most one row. */
export async function findChosenTypes(db: Executor, tenantId: TenantId, userId: number, sectionCode: string) {
  return db
    .select({
      sectionCode: teacherDevelopmentTypes.sectionCode,
      typeCode: developmentTypes.code,
      typeName: developmentTypes.name,
      typeNameEn: developmentTypes.nameEn,
      enabled: developmentTypes.enabled,
      chosenAt: teacherDevelopmentTypes.chosenAt,
    })
    .from(teacherDevelopmentTypes)
    .innerJoin(
      developmentTypes,
      and(
        eq(developmentTypes.tenantId, teacherDevelopmentTypes.tenantId),
        eq(developmentTypes.code, teacherDevelopmentTypes.developmentTypeCode),
      ),
    )
    .where(
      and(
        eq(teacherDevelopmentTypes.tenantId, tenantId),
        eq(teacherDevelopmentTypes.userId, userId),
        eq(teacherDevelopmentTypes.sectionCode, sectionCode),
      ),
    );
}

/** Records (or changes) the type a teacher chose for a section. */
export async function upsertChosenType(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  sectionCode: string,
  typeCode: string,
  now: Date,
): Promise<void> {
  await db
    .insert(teacherDevelopmentTypes)
    .values({ tenantId, userId, sectionCode, developmentTypeCode: typeCode, chosenAt: now })
    .onConflictDoUpdate({
      target: [teacherDevelopmentTypes.tenantId, teacherDevelopmentTypes.userId, teacherDevelopmentTypes.sectionCode],
      set: { developmentTypeCode: typeCode, chosenAt: now },
    });
}

// ---- Post types ----

/**
 * The tenant's post types with their sections and paths, in display order. `sectionCode` keeps those open in a
 * section; `typeCode` keeps those of that development type and the common ones.
 */
export async function listPostTypes(
  db: Executor,
  tenantId: TenantId,
  filter: { sectionCode?: string; typeCode?: string; enabledOnly?: boolean } = {},
): Promise<PostTypeWithLinks[]> {
  const conditions = [eq(postTypes.tenantId, tenantId)];
  if (filter.enabledOnly) conditions.push(eq(postTypes.enabled, true));
  if (filter.typeCode !== undefined)
    conditions.push(or(isNull(postTypes.developmentTypeCode), eq(postTypes.developmentTypeCode, filter.typeCode))!);
  if (filter.sectionCode !== undefined) {
    const inSection = db
      .select({ code: postTypeSections.postTypeCode })
      .from(postTypeSections)
      .where(and(eq(postTypeSections.tenantId, tenantId), eq(postTypeSections.sectionCode, filter.sectionCode)));
    conditions.push(inArray(postTypes.code, inSection));
  }
  const rows = await db
    .select({
      code: postTypes.code,
      name: postTypes.name,
      nameEn: postTypes.nameEn,
      sort: postTypes.sort,
      enabled: postTypes.enabled,
      developmentTypeCode: postTypes.developmentTypeCode,
    })
    .from(postTypes)
    .where(and(...conditions))
    .orderBy(asc(postTypes.sort), asc(postTypes.code));
  if (rows.length === 0) return [];
  const codes = rows.map((row) => row.code);
  const sections = await db
    .select({ postTypeCode: postTypeSections.postTypeCode, sectionCode: postTypeSections.sectionCode })
    .from(postTypeSections)
    .where(and(eq(postTypeSections.tenantId, tenantId), inArray(postTypeSections.postTypeCode, codes)))
    .orderBy(asc(postTypeSections.sectionCode));
  const phases = await db
    .select({ postTypeCode: postTypePhases.postTypeCode, phaseCode: postTypePhases.phaseCode })
    .from(postTypePhases)
    .innerJoin(careerPhases, and(eq(careerPhases.tenantId, postTypePhases.tenantId), eq(careerPhases.code, postTypePhases.phaseCode)))
    .where(and(eq(postTypePhases.tenantId, tenantId), inArray(postTypePhases.postTypeCode, codes)))
    .orderBy(asc(careerPhases.rank));
  return rows.map((row) => ({
    ...row,
    sectionCodes: sections.filter((link) => link.postTypeCode === row.code).map((link) => link.sectionCode),
    phaseCodes: phases.filter((link) => link.postTypeCode === row.code).map((link) => link.phaseCode),
  }));
}

export async function findPostType(db: Executor, tenantId: TenantId, code: string): Promise<PostTypeWithLinks | undefined> {
  const all = await listPostTypes(db, tenantId);
  return all.find((row) => row.code === code);
}

/** Creates or replaces a post type and makes its sections exactly the given ones; its path is kept. */
export async function upsertPostType(db: Executor, tenantId: TenantId, row: PostTypeRow, sectionCodes: readonly string[]): Promise<void> {
  const { code, ...rest } = row;
  await db
    .insert(postTypes)
    .values({ tenantId, code, ...rest })
    .onConflictDoUpdate({ target: [postTypes.tenantId, postTypes.code], set: rest });
  await db.delete(postTypeSections).where(and(eq(postTypeSections.tenantId, tenantId), eq(postTypeSections.postTypeCode, code)));
  if (sectionCodes.length > 0) {
    await db.insert(postTypeSections).values(sectionCodes.map((sectionCode) => ({ tenantId, postTypeCode: code, sectionCode })));
  }
}

/** Deletes a post type; its sections, path, conditions and files go with it (cascading keys). */
export async function deletePostType(db: Executor, tenantId: TenantId, code: string): Promise<void> {
  await db.delete(postTypes).where(and(eq(postTypes.tenantId, tenantId), eq(postTypes.code, code)));
}

// ---- Paths (the phases of a post type) ----

/** The phases on a post type's path, lowest first. */
export async function listPathPhases(db: Executor, tenantId: TenantId, postTypeCode: string): Promise<PathPhaseRow[]> {
  return db
    .select({ phaseCode: careerPhases.code, phaseName: careerPhases.name, phaseNameEn: careerPhases.nameEn, rank: careerPhases.rank })
    .from(postTypePhases)
    .innerJoin(careerPhases, and(eq(careerPhases.tenantId, postTypePhases.tenantId), eq(careerPhases.code, postTypePhases.phaseCode)))
    .where(and(eq(postTypePhases.tenantId, tenantId), eq(postTypePhases.postTypeCode, postTypeCode)))
    .orderBy(asc(careerPhases.rank));
}

/** Puts a ladder phase on a post type's path; already there is fine. */
export async function insertPathPhase(db: Executor, tenantId: TenantId, postTypeCode: string, phaseCode: string): Promise<void> {
  await db.insert(postTypePhases).values({ tenantId, postTypeCode, phaseCode }).onConflictDoNothing();
}

/** Takes a phase off a post type's path with its conditions and files. */
export async function deletePathPhase(db: Executor, tenantId: TenantId, postTypeCode: string, phaseCode: string): Promise<void> {
  await db
    .delete(postTypePhases)
    .where(
      and(eq(postTypePhases.tenantId, tenantId), eq(postTypePhases.postTypeCode, postTypeCode), eq(postTypePhases.phaseCode, phaseCode)),
    );
}

// ---- Conditions and their files ----

/** The conditions of a post type (of one phase, or of all), in display order. */
export async function listConditions(db: Executor, tenantId: TenantId, postTypeCode: string, phaseCode?: string): Promise<ConditionRow[]> {
  const where = [eq(phaseConditions.tenantId, tenantId), eq(phaseConditions.postTypeCode, postTypeCode)];
  if (phaseCode !== undefined) where.push(eq(phaseConditions.phaseCode, phaseCode));
  const rows = await db
    .select()
    .from(phaseConditions)
    .where(and(...where))
    .orderBy(asc(phaseConditions.sort), asc(phaseConditions.code));
  return rows.map(({ tenantId: _tenant, ...row }) => row);
}

/** Creates or replaces a condition; its files are kept. */
export async function upsertCondition(db: Executor, tenantId: TenantId, row: ConditionRow): Promise<void> {
  const { kind, name, nameEn, params, sort } = row;
  await db
    .insert(phaseConditions)
    .values({ tenantId, ...row })
    .onConflictDoUpdate({
      target: [phaseConditions.tenantId, phaseConditions.postTypeCode, phaseConditions.phaseCode, phaseConditions.code],
      set: { kind, name, nameEn, params, sort },
    });
}

/** Deletes a condition with its files. */
export async function deleteCondition(
  db: Executor,
  tenantId: TenantId,
  postTypeCode: string,
  phaseCode: string,
  code: string,
): Promise<void> {
  await db
    .delete(phaseConditions)
    .where(
      and(
        eq(phaseConditions.tenantId, tenantId),
        eq(phaseConditions.postTypeCode, postTypeCode),
        eq(phaseConditions.phaseCode, phaseCode),
        eq(phaseConditions.code, code),
      ),
    );
}

/** The files the conditions of a phase of a post type ask for, with their condition's labels, in display order. */
export async function listConditionFiles(db: Executor, tenantId: TenantId, postTypeCode: string, phaseCode: string) {
  return db
    .select({
      conditionCode: conditionFiles.conditionCode,
      conditionName: phaseConditions.name,
      conditionNameEn: phaseConditions.nameEn,
      code: conditionFiles.code,
      name: conditionFiles.name,
      nameEn: conditionFiles.nameEn,
      required: conditionFiles.required,
      kinds: conditionFiles.kinds,
      sort: conditionFiles.sort,
    })
    .from(conditionFiles)
    .innerJoin(
      phaseConditions,
      and(
        eq(phaseConditions.tenantId, conditionFiles.tenantId),
        eq(phaseConditions.postTypeCode, conditionFiles.postTypeCode),
        eq(phaseConditions.phaseCode, conditionFiles.phaseCode),
        eq(phaseConditions.code, conditionFiles.conditionCode),
      ),
    )
    .where(
      and(eq(conditionFiles.tenantId, tenantId), eq(conditionFiles.postTypeCode, postTypeCode), eq(conditionFiles.phaseCode, phaseCode)),
    )
    .orderBy(asc(phaseConditions.sort), asc(phaseConditions.code), asc(conditionFiles.sort), asc(conditionFiles.code));
}

/** Creates or replaces a file a condition asks for. */
export async function upsertConditionFile(db: Executor, tenantId: TenantId, row: ConditionFileRow): Promise<void> {
  const { name, nameEn, required, kinds, sort } = row;
  await db
    .insert(conditionFiles)
    .values({ tenantId, ...row })
    .onConflictDoUpdate({
      target: [
        conditionFiles.tenantId,
        conditionFiles.postTypeCode,
        conditionFiles.phaseCode,
        conditionFiles.conditionCode,
        conditionFiles.code,
      ],
      set: { name, nameEn, required, kinds, sort },
    });
}

export async function deleteConditionFile(
  db: Executor,
  tenantId: TenantId,
  key: { postTypeCode: string; phaseCode: string; conditionCode: string; code: string },
): Promise<void> {
  await db
    .delete(conditionFiles)
    .where(
      and(
        eq(conditionFiles.tenantId, tenantId),
        eq(conditionFiles.postTypeCode, key.postTypeCode),
        eq(conditionFiles.phaseCode, key.phaseCode),
        eq(conditionFiles.conditionCode, key.conditionCode),
        eq(conditionFiles.code, key.code),
      ),
    );
}
