import { bigint, boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { careerPhases } from './development';
import { users } from './identity';
import { tenants } from './tenants';

// The configurable model of development applications, per tenant. Rows are addressed by codes the district
// chooses (not generated ids) so configuration can be upserted and the seed is stable across restarts.
// Children reference their parents with composite keys led by tenant_id and are deleted with them.

/** A development type (发展类型): the orientation a teacher chooses, e.g. 教学型 teaching-oriented. */
export const developmentTypes = pgTable(
  'development_types',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull(),
    /** Disabled types are no longer offered; teachers who chose one keep their choice. */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.code] })],
);

/**
 * A post type (岗位类型), e.g. 学科教师 or 班主任. It belongs to one development type, or to none, which makes it
 * common to every type: a teacher sees the post types of the type they chose plus the common ones.
 */
export const postTypes = pgTable(
  'post_types',
  {
    tenantId: integer('tenant_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Null: common to every development type. */
    developmentTypeCode: text('development_type_code'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.code] }),
    foreignKey({
      name: 'post_types_development_type_fk',
      columns: [t.tenantId, t.developmentTypeCode],
      foreignColumns: [developmentTypes.tenantId, developmentTypes.code],
    }),
  ],
);

/** The school sections (reference codes '1'..'6') a post type is open in. */
export const postTypeSections = pgTable(
  'post_type_sections',
  {
    tenantId: integer('tenant_id').notNull(),
    postTypeCode: text('post_type_code').notNull(),
    sectionCode: text('section_code').notNull(),
  },
  (t) => [
    primaryKey({ name: 'post_type_sections_pk', columns: [t.tenantId, t.postTypeCode, t.sectionCode] }),
    foreignKey({
      name: 'post_type_sections_post_type_fk',
      columns: [t.tenantId, t.postTypeCode],
      foreignColumns: [postTypes.tenantId, postTypes.code],
    }).onDelete('cascade'),
    index('post_type_sections_section_idx').on(t.tenantId, t.sectionCode),
  ],
);

/** A phase on a post type's path: a subset of the tenant's ladder, ordered by the ladder's rank. */
export const postTypePhases = pgTable(
  'post_type_phases',
  {
    tenantId: integer('tenant_id').notNull(),
    postTypeCode: text('post_type_code').notNull(),
    phaseCode: text('phase_code').notNull(),
  },
  (t) => [
    primaryKey({ name: 'post_type_phases_pk', columns: [t.tenantId, t.postTypeCode, t.phaseCode] }),
    foreignKey({
      name: 'post_type_phases_post_type_fk',
      columns: [t.tenantId, t.postTypeCode],
      foreignColumns: [postTypes.tenantId, postTypes.code],
    }).onDelete('cascade'),
    foreignKey({
      name: 'post_type_phases_phase_fk',
      columns: [t.tenantId, t.phaseCode],
      foreignColumns: [careerPhases.tenantId, careerPhases.code],
    }),
  ],
);

/** A condition for reaching a phase of a post type. */
export const phaseConditions = pgTable(
  'phase_conditions',
  {
    tenantId: integer('tenant_id').notNull(),
    postTypeCode: text('post_type_code').notNull(),
    phaseCode: text('phase_code').notNull(),
    code: text('code').notNull(),
    /** learning_hours, teaching_years, title, verified_records or declared. */
    kind: text('kind').notNull(),
    /** The condition as the teacher reads it. */
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    /** The kind's parameters (minimum hours and years, minimum title, ...), validated by the contract on write. */
    params: jsonb('params').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ name: 'phase_conditions_pk', columns: [t.tenantId, t.postTypeCode, t.phaseCode, t.code] }),
    foreignKey({
      name: 'phase_conditions_phase_fk',
      columns: [t.tenantId, t.postTypeCode, t.phaseCode],
      foreignColumns: [postTypePhases.tenantId, postTypePhases.postTypeCode, postTypePhases.phaseCode],
    }).onDelete('cascade'),
  ],
);

/** A file a condition asks the teacher to upload as evidence. */
export const conditionFiles = pgTable(
  'condition_files',
  {
    tenantId: integer('tenant_id').notNull(),
    postTypeCode: text('post_type_code').notNull(),
    phaseCode: text('phase_code').notNull(),
    conditionCode: text('condition_code').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    required: boolean('required').notNull(),
    /** Accepted kinds of file: pdf, image, word. */
    kinds: text('kinds').array().notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ name: 'condition_files_pk', columns: [t.tenantId, t.postTypeCode, t.phaseCode, t.conditionCode, t.code] }),
    foreignKey({
      name: 'condition_files_condition_fk',
      columns: [t.tenantId, t.postTypeCode, t.phaseCode, t.conditionCode],
      foreignColumns: [phaseConditions.tenantId, phaseConditions.postTypeCode, phaseConditions.phaseCode, phaseConditions.code],
    }).onDelete('cascade'),
  ],
);

/** The development type a teacher chose for a school section; one per section. */
export const teacherDevelopmentTypes = pgTable(
  'teacher_development_types',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    sectionCode: text('section_code').notNull(),
    developmentTypeCode: text('development_type_code').notNull(),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'teacher_development_types_pk', columns: [t.tenantId, t.userId, t.sectionCode] }),
    foreignKey({ name: 'teacher_development_types_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    // No cascade: a type in use cannot be deleted (the service answers 409), only disabled.
    foreignKey({
      name: 'teacher_development_types_type_fk',
      columns: [t.tenantId, t.developmentTypeCode],
      foreignColumns: [developmentTypes.tenantId, developmentTypes.code],
    }),
    index('teacher_development_types_type_idx').on(t.tenantId, t.developmentTypeCode),
  ],
);

/**
 * Tenants that have received the default model. Seeding looks here rather than at the model's tables, so a
 * district that deliberately removes everything does not get the default back at the next start.
 */
export const developmentModelSeeds = pgTable('development_model_seeds', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
