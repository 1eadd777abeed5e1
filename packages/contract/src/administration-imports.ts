import { z } from 'zod';

// Bulk import of teachers from an Excel workbook (issue 18). Staff download a template whose drop-down lists are the
// code tables, fill one row per teacher and upload it twice: a check that lists every row's problems in the file's
// own row numbers and writes nothing, then the import, which is all or nothing. A row whose phone number already
// belongs to an account of the same name in the tenant is that account (counted, not created again), so uploading
// the same file twice creates no duplicates.

/** The largest workbook accepted, in bytes: far more than the largest district's teachers fill (docs/performance-log.md). */
export const ACCOUNT_IMPORT_MAX_BYTES = 8 * 1024 * 1024;
/** The most data rows one workbook may hold. */
export const ACCOUNT_IMPORT_MAX_ROWS = 20_000;
/** The most problems one check answers; the count says how many there were in all. */
export const ACCOUNT_IMPORT_MAX_PROBLEMS = 1_000;

/** The most accounts one export writes (a district has about 5,000 teachers). */
export const ACCOUNT_EXPORT_MAX_ROWS = 50_000;

/** The template's columns, in order. The header row is row 1; data starts at row 2. */
export const IMPORT_COLUMNS = ['name', 'gender', 'phone', 'school', 'section', 'subject', 'title', 'phase', 'roles'] as const;
export const ImportColumn = z.enum(IMPORT_COLUMNS);
export type ImportColumn = z.infer<typeof ImportColumn>;

/** Columns a row cannot leave empty. */
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = ['name', 'phone', 'school', 'section', 'subject'];

/**
 * What is wrong with a cell or a row. required: empty; too_long: over the field's length; bad_phone: not an
 * 11-digit mainland mobile number; duplicate_phone_in_file: an earlier row has the same phone (`otherRow`);
 * phone_taken: the phone (or it as a username) belongs to another person of the tenant; unknown_school: no open
 * school of that name in the tenant; school_out_of_scope: a school outside the caller's own; unknown_code: not in
 * the column's code table; subject_not_in_section: the subject is not taught in that section; section_not_in_school:
 * the school does not have that section; role_not_grantable: a role the caller may not give there.
 */
export const ImportProblemCode = z.enum([
  'required',
  'too_long',
  'bad_phone',
  'duplicate_phone_in_file',
  'phone_taken',
  'unknown_school',
  'school_out_of_scope',
  'unknown_code',
  'subject_not_in_section',
  'section_not_in_school',
  'role_not_grantable',
]);
export type ImportProblemCode = z.infer<typeof ImportProblemCode>;

/** One problem of one row. */
export const ImportProblem = z.object({
  /** The row number Excel shows for it (the header is row 1). */
  row: z.number().int().min(2),
  column: ImportColumn,
  code: ImportProblemCode,
  /** The cell's text as found (trimmed, at most 100 characters). */
  value: z.string(),
  /** For duplicate_phone_in_file: the earlier row with the same phone. */
  otherRow: z.number().int().min(2).optional(),
});
export type ImportProblem = z.infer<typeof ImportProblem>;

/** What a check (or a refused import) found. */
export const AccountImportCheck = z.object({
  /** Data rows in the file (empty rows skipped). */
  rows: z.number().int().min(0),
  /** Rows that would create an account. */
  toCreate: z.number().int().min(0),
  /** Rows whose account exists already (same phone and name): left as they are. */
  existing: z.number().int().min(0),
  /** Rows with at least one problem. */
  rowsWithProblems: z.number().int().min(0),
  /** Problems in all; `problems` lists the first ACCOUNT_IMPORT_MAX_PROBLEMS of them, by row. */
  problemCount: z.number().int().min(0),
  problems: z.array(ImportProblem),
});
export type AccountImportCheck = z.infer<typeof AccountImportCheck>;

/**
 * The initial passwords of the accounts an import created, as an .xlsx workbook (name, phone, school, username and
 * that account's own password, one row each). It is in this answer only: the server keeps no copy, so it is
 * downloaded from the page that ran the import or never.
 */
export const ImportCredentialsFile = z.object({
  fileName: z.string(),
  /** The workbook's bytes, base64. */
  base64: z.string(),
});
export type ImportCredentialsFile = z.infer<typeof ImportCredentialsFile>;

/** What an import did. */
export const AccountImportResult = z.object({
  created: z.number().int().min(0),
  existing: z.number().int().min(0),
  /**
   * Each created account's own initial password (drawn from the CSPRNG, stored only hashed), or null when the import
   * created none. Each must choose their own password at first sign-in.
   */
  credentials: ImportCredentialsFile.nullable(),
});
export type AccountImportResult = z.infer<typeof AccountImportResult>;

/**
 * The media type a client names in Accept to follow the check or the import as it runs: the answer is then
 * newline-delimited JSON, progress lines ({"progress": ...}) and last the usual envelope (HTTP 200 once streaming
 * began, so the envelope's code says how it ended). The import stays one transaction: nothing is kept on failure.
 */
export const IMPORT_PROGRESS_MEDIA_TYPE = 'application/x-ndjson';
export const ImportProgress = z.object({
  /** read: rows read from the workbook; validated: rows checked; written: accounts inserted (not yet committed). */
  stage: z.enum(['read', 'validated', 'written']),
  done: z.number().int(),
  total: z.number().int(),
});
export type ImportProgress = z.infer<typeof ImportProgress>;
