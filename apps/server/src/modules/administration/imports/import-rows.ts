import {
  ACCOUNT_IMPORT_MAX_PROBLEMS,
  REQUIRED_IMPORT_COLUMNS,
  type AccountImportCheck,
  type ImportColumn,
  type ImportProblem,
  type ImportProblemCode,
} from '@yanxiu/contract/administration-imports';
import { ROLE_CODES, ROLE_LABELS, type RoleCode } from '@yanxiu/contract/roles';

// The rules of one import, as pure functions over the rows read from the workbook and what the tenant already holds,
// so every rule is unit-tested without a database and the check and the import judge alike.

/** One data row as read: its Excel row number and each column's trimmed text ('' when empty). */
export type RawRow = { row: number; cells: Record<ImportColumn, string> };

/** A labelled code the cells may name by its Chinese or English label or by the code itself. */
export type LabelledCode = { code: string; name: string; nameEn: string };

/** A school the caller may (or may not) import into. */
export type ImportSchool = { id: number; name: string; path: string; level: number; sectionCodes: readonly string[] };

/** What the rules read besides the rows. */
export type ImportReference = {
  /** Open schools of the tenant by name (closed ones are unknown to an import). */
  schools: readonly ImportSchool[];
  genders: readonly LabelledCode[];
  sections: readonly LabelledCode[];
  subjects: readonly LabelledCode[];
  titles: readonly LabelledCode[];
  phases: readonly LabelledCode[];
  /** Section code -> subject codes taught in it. */
  sectionSubjects: Readonly<Record<string, readonly string[]>>;
  /** Accounts of the tenant holding one of the file's phones, as phone or as username. */
  accountsByPhone: ReadonlyMap<string, { name: string }>;
  /** Whether the caller may import into this school at all (their unit or below). */
  schoolInScope: (school: ImportSchool) => boolean;
  /** Whether the caller may give this role at this school (administration's canGrant). */
  mayGrant: (role: RoleCode, school: ImportSchool) => boolean;
};

/** An account a valid row creates. */
export type PlannedAccount = {
  row: number;
  name: string;
  gender: string | null;
  phone: string;
  orgUnitId: number;
  sectionCode: string;
  subjectCode: string;
  titleCode: string | null;
  phaseCode: string | null;
  roles: RoleCode[];
};

/** The rules' verdict on a file: its findings and, when it has no problems, the accounts to create. */
export type ImportPlan = { check: AccountImportCheck; accounts: PlannedAccount[] };

const NAME_MAX = 50;
const VALUE_SHOWN_MAX = 100;
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
// Not spaces: English labels have them ("Backbone teacher").
const ROLE_SEPARATORS = /\s*[、,，;；/\n]\s*/;

/** A phone number as typed (spaces, hyphens, a +86 prefix) reduced to its 11 digits, when it is one. */
export function normalisePhone(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '').replace(/^(\+?86)(?=1\d{10}$)/, '');
  return MAINLAND_MOBILE.test(digits) ? digits : null;
}

/** The code a cell names, by label in either language or by code; case- and width-insensitive for Latin text. */
export function codeNamed(items: readonly LabelledCode[], text: string): string | undefined {
  const wanted = text.normalize('NFKC').toLowerCase();
  return items.find((item) => item.code === text || item.name === text || item.nameEn.toLowerCase() === wanted)?.code;
}

/** The roles a cell names (labels in either language or codes, separated by 、 , ; / or line breaks); unknown ones apart. */
export function rolesNamed(text: string): { roles: RoleCode[]; unknown: string[] } {
  const roles: RoleCode[] = [];
  const unknown: string[] = [];
  for (const part of text.split(ROLE_SEPARATORS).filter(Boolean)) {
    const lower = part.toLowerCase();
    const role = ROLE_CODES.find(
      (code) => code.toLowerCase() === lower || ROLE_LABELS[code]['zh-CN'] === part || ROLE_LABELS[code]['en-US'].toLowerCase() === lower,
    );
    if (role) roles.push(role);
    else unknown.push(part);
  }
  return { roles, unknown };
}

/** Judges every row of a file: the problems of each in row order, and the accounts to create when there are none. */
export function planImport(rows: readonly RawRow[], reference: ImportReference): ImportPlan {
  const problems: ImportProblem[] = [];
  const accounts: PlannedAccount[] = [];
  const firstRowOfPhone = new Map<string, number>();
  const schoolsByName = new Map(reference.schools.map((school) => [school.name, school]));
  let existing = 0;
  let rowsWithProblems = 0;

  for (const { row, cells } of rows) {
    const found: ImportProblem[] = [];
    const problem = (column: ImportColumn, code: ImportProblemCode, extra: Partial<ImportProblem> = {}) =>
      found.push({ row, column, code, value: cells[column].slice(0, VALUE_SHOWN_MAX), ...extra });

    for (const column of REQUIRED_IMPORT_COLUMNS) if (cells[column] === '') problem(column, 'required');
    if (cells.name.length > NAME_MAX) problem('name', 'too_long');

    const gender = cells.gender === '' ? null : (codeNamed(reference.genders, cells.gender) ?? null);
    if (cells.gender !== '' && gender === null) problem('gender', 'unknown_code');

    let phone: string | null = null;
    let isExisting = false;
    if (cells.phone !== '') {
      phone = normalisePhone(cells.phone);
      if (phone === null) problem('phone', 'bad_phone');
      else {
        const earlier = firstRowOfPhone.get(phone);
        if (earlier !== undefined) problem('phone', 'duplicate_phone_in_file', { otherRow: earlier });
        else firstRowOfPhone.set(phone, row);
        const account = reference.accountsByPhone.get(phone);
        if (account && account.name !== cells.name) problem('phone', 'phone_taken');
        isExisting = account !== undefined && account.name === cells.name;
      }
    }

    // The import never changes an existing account: its row is only counted, whatever its other cells say (an
    // export of accounts without teaching records imports again).
    if (isExisting && found.length === 0) {
      existing += 1;
      continue;
    }

    const school = cells.school === '' ? undefined : schoolsByName.get(cells.school);
    if (cells.school !== '' && !school) problem('school', 'unknown_school');
    const schoolReached = school !== undefined && reference.schoolInScope(school);
    if (school && !schoolReached) problem('school', 'school_out_of_scope');

    const section = cells.section === '' ? undefined : codeNamed(reference.sections, cells.section);
    if (cells.section !== '' && !section) problem('section', 'unknown_code');
    if (section && school && school.sectionCodes.length > 0 && !school.sectionCodes.includes(section))
      problem('section', 'section_not_in_school');
    const subject = cells.subject === '' ? undefined : codeNamed(reference.subjects, cells.subject);
    if (cells.subject !== '' && !subject) problem('subject', 'unknown_code');
    if (section && subject && !(reference.sectionSubjects[section] ?? []).includes(subject)) problem('subject', 'subject_not_in_section');

    const title = cells.title === '' ? null : (codeNamed(reference.titles, cells.title) ?? null);
    if (cells.title !== '' && title === null) problem('title', 'unknown_code');
    const phase = cells.phase === '' ? null : (codeNamed(reference.phases, cells.phase) ?? null);
    if (cells.phase !== '' && phase === null) problem('phase', 'unknown_code');

    // Everyone imported teaches; the column adds roles to that.
    const named = rolesNamed(cells.roles);
    if (named.unknown.length > 0) problem('roles', 'unknown_code', { value: named.unknown.join(' ').slice(0, VALUE_SHOWN_MAX) });
    const roles = [...new Set<RoleCode>(['teacher', ...named.roles])];
    if (school && schoolReached && roles.some((role) => !reference.mayGrant(role, school))) problem('roles', 'role_not_grantable');

    if (found.length > 0) {
      rowsWithProblems += 1;
      problems.push(...found);
      continue;
    }
    accounts.push({
      row,
      name: cells.name,
      gender,
      phone: phone!,
      orgUnitId: school!.id,
      sectionCode: section!,
      subjectCode: subject!,
      titleCode: title,
      phaseCode: phase,
      roles,
    });
  }

  const check: AccountImportCheck = {
    rows: rows.length,
    toCreate: accounts.length,
    existing,
    rowsWithProblems,
    problemCount: problems.length,
    problems: problems.slice(0, ACCOUNT_IMPORT_MAX_PROBLEMS),
  };
  return { check, accounts: rowsWithProblems === 0 ? accounts : [] };
}
