import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// Shared reference data: the same for every tenant, so these tables carry no tenant_id.

/** One entry of a code table (sections, subjects, titles, the spec's enumerations, ...). */
export const codeItems = pgTable(
  'code_items',
  {
    typeCode: text('type_code').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.typeCode, t.code] })],
);

/** Which subjects are taught in which school section. */
export const sectionSubjects = pgTable(
  'section_subjects',
  {
    sectionCode: text('section_code').notNull(),
    subjectCode: text('subject_code').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sectionCode, t.subjectCode] })],
);
