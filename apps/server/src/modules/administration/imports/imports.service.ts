import { createHash } from 'node:crypto';
import {
  ACCOUNT_EXPORT_MAX_ROWS,
  type AccountImportCheck,
  type AccountImportResult,
  type ImportProgress,
} from '@yanxiu/contract/administration-imports';
import { Gender } from '@yanxiu/contract/enums';
import type { Locale } from '@yanxiu/contract/locale';
import { ROLE_LABELS } from '@yanxiu/contract/roles';
import { listCodeItems, listSectionSubjects } from '@server/modules/basecode/basecode.public';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { signInPolicyOf } from '@server/platform/tenant/sign-in-policy.repository';
import { chinaDay } from '@server/platform/time/china-time';
import { canGrant, grantableRoles, unitInScope } from '../accounts/role-grants';
import { administrationReachOf } from '../administration.access';
import { accountsFileName, accountsWorkbook, templateFileName, type ExportRow } from './accounts-export';
import { credentialsFile, drawInitialPasswords, hashInitialPasswords } from './import-credentials';
import { normalisePhone, planImport, type ImportPlan, type ImportReference, type ImportSchool, type LabelledCode } from './import-rows';
import { readImportRows, templateWorkbook } from './import-workbook';
import {
  findAccountsByPhones,
  insertImportedAccounts,
  listAccountsForExport,
  listOpenSchools,
  listTenantPhases,
} from './imports.repository';
import { administrationTexts } from '../administration.texts';
import { nameInLocale } from '@server/platform/i18n/server-texts';

const labelOf = (locale: Locale) => (item: LabelledCode) => nameInLocale(locale, item.name, item.nameEn);
const genders: LabelledCode[] = Object.entries(Gender.labels).map(([code, label]) => ({
  code,
  name: label['zh-CN'],
  nameEn: label['en-US'],
}));

/** Where the check and the import report how far they are (the routes stream it to clients that ask). */
export type ProgressSink = (progress: ImportProgress) => void;
const ignoreProgress: ProgressSink = () => undefined;

// Bulk import of teachers from Excel and export of accounts, for staff within their units.

/** The code tables and the tenant's phases and open schools, which rows are checked against and lists are drawn from. */
async function codeTables(ctx: RequestContext) {
  const [sections, subjects, titles, phases, pairs, schools] = await Promise.all([
    listCodeItems(ctx.db, 'section'),
    listCodeItems(ctx.db, 'subject'),
    listCodeItems(ctx.db, 'professionalTitle'),
    listTenantPhases(ctx.db, ctx.tenantId),
    listSectionSubjects(ctx.db),
    listOpenSchools(ctx.db, ctx.tenantId),
  ]);
  const sectionSubjects: Record<string, string[]> = {};
  for (const pair of pairs) (sectionSubjects[pair.sectionCode] ??= []).push(pair.subjectCode);
  return { sections, subjects, titles, phases, sectionSubjects, schools };
}

/** Reads and checks a workbook: every row's problems and the accounts an import would create. */
async function plan(ctx: RequestContext, bytes: Buffer, onProgress: ProgressSink): Promise<ImportPlan & { schools: ImportSchool[] }> {
  const rows = await readImportRows(bytes, ctx.locale);
  onProgress({ stage: 'read', done: rows.length, total: rows.length });
  const phones = [...new Set(rows.map((row) => normalisePhone(row.cells.phone)).filter((phone): phone is string => phone !== null))];
  const [tables, accountsByPhone] = await Promise.all([codeTables(ctx), findAccountsByPhones(ctx.db, ctx.tenantId, phones)]);
  const actorUnit = { path: ctx.actor.orgPath };
  const reference: ImportReference = {
    ...tables,
    genders,
    accountsByPhone,
    schoolInScope: (school) => unitInScope(ctx.actor.roles, actorUnit, school),
    mayGrant: (role, school) => canGrant(ctx.actor.roles, actorUnit, role, school),
  };
  const planned = planImport(rows, reference);
  onProgress({ stage: 'validated', done: rows.length, total: rows.length });
  return { ...planned, schools: tables.schools };
}

/** The template in the caller's language, its drop-down lists the code tables and the schools the caller reaches. */
export async function importTemplate(ctx: RequestContext): Promise<{ fileName: string; bytes: Buffer }> {
  const tables = await codeTables(ctx);
  const actorUnit = { path: ctx.actor.orgPath };
  const schools = tables.schools.filter((school) => unitInScope(ctx.actor.roles, actorUnit, school));
  const label = labelOf(ctx.locale);
  const roles = schools[0] ? grantableRoles(ctx.actor.roles, actorUnit, schools[0]) : [];
  const bytes = await templateWorkbook(ctx.locale, {
    school: schools.map((school) => school.name),
    gender: genders.map(label),
    section: tables.sections.map(label),
    subject: tables.subjects.map(label),
    title: tables.titles.map(label),
    phase: tables.phases.map(label),
    roles: roles.map((role) => ROLE_LABELS[role][ctx.locale]),
  });
  return { fileName: templateFileName(ctx.locale), bytes };
}

/** The dry run: every row's problems and what an import would do. Writes nothing. */
export async function checkAccountImport(
  ctx: RequestContext,
  bytes: Buffer,
  onProgress: ProgressSink = ignoreProgress,
): Promise<AccountImportCheck> {
  return (await plan(ctx, bytes, onProgress)).check;
}

/**
 * Imports the file: every new account or none (422 when any row has a problem). Each new account gets its own
 * initial password, answered once in the credentials workbook (import-credentials.ts), and must choose its own at
 * first sign-in.
 */
export async function runAccountImport(
  ctx: RequestContext,
  bytes: Buffer,
  fileName: string,
  onProgress: ProgressSink = ignoreProgress,
): Promise<AccountImportResult> {
  const { check, accounts, schools } = await plan(ctx, bytes, onProgress);
  if (check.rowsWithProblems > 0) {
    throw new AppError('UNPROCESSABLE', {
      message: administrationTexts(ctx.locale, 'importRowsWithProblems', { rows: check.rowsWithProblems }),
      issues: check.problems.slice(0, 20).map((problem) => ({ path: `row.${problem.row}.${problem.column}`, message: problem.code })),
    });
  }
  if (accounts.length === 0) return { created: 0, existing: check.existing, credentials: null };
  const passwords = drawInitialPasswords(accounts.length, await signInPolicyOf(ctx.db, ctx.tenantId));
  const passwordHashes = await hashInitialPasswords(passwords, (password) => ctx.passwords.hashGenerated(password));
  const fileDigest = createHash('sha256').update(bytes).digest('hex');
  await ctx.transaction(async (tx) => {
    const ids = await insertImportedAccounts(tx, ctx.tenantId, accounts, passwordHashes, (done) =>
      onProgress({ stage: 'written', done, total: accounts.length }),
    );
    // Someone created one of these accounts since the check: refuse the whole import rather than half of it.
    if (ids.length !== accounts.length) throw new AppError('CONFLICT');
    await recordAudit(tx, ctx, {
      action: 'accounts.import',
      entityType: 'account_import',
      entityId: fileDigest.slice(0, 16),
      after: { fileName, sha256: fileDigest, created: ids.length, existing: check.existing, userIds: ids },
    });
  });
  const schoolName = new Map(schools.map((school) => [school.id, school.name]));
  const credentials = accounts.map((account, index) => ({
    name: account.name,
    phone: account.phone,
    school: schoolName.get(account.orgUnitId) ?? '',
    username: account.phone,
    password: passwords[index]!,
  }));
  return {
    created: accounts.length,
    existing: check.existing,
    credentials: await credentialsFile(credentials, ctx.locale, chinaDay(new Date())),
  };
}

/** The accounts of the caller's units as an Excel workbook, in the import's columns. */
export async function exportAccounts(ctx: RequestContext): Promise<{ fileName: string; bytes: Buffer }> {
  const reach = administrationReachOf(ctx.actor);
  const rows = await listAccountsForExport(ctx.db, ctx.tenantId, reach, ACCOUNT_EXPORT_MAX_ROWS + 1);
  if (rows.length > ACCOUNT_EXPORT_MAX_ROWS) throw new AppError('UNPROCESSABLE');
  const tables = await codeTables(ctx);
  const label = labelOf(ctx.locale);
  const name = (items: readonly LabelledCode[], code: string | null) => {
    const item = code === null ? undefined : items.find((candidate) => candidate.code === code);
    return item ? label(item) : (code ?? '');
  };
  // 教师、学校管理员 / Teacher, School administrator: separators the import splits on, so the file imports again.
  const list = new Intl.ListFormat(ctx.locale, { type: 'conjunction', style: 'narrow' });
  const exported: ExportRow[] = rows.map((row) => ({
    name: row.name,
    gender: name(genders, row.gender),
    phone: row.phone ?? '',
    school: row.unitName,
    section: name(tables.sections, row.sectionCode),
    subject: name(tables.subjects, row.subjectCode),
    title: name(tables.titles, row.titleCode),
    phase: name(tables.phases, row.phaseCode),
    roles: list.format(row.roles.filter((role) => role in ROLE_LABELS).map((role) => ROLE_LABELS[role][ctx.locale])),
    username: row.username,
    status: administrationTexts(ctx.locale, row.status === 'active' ? 'accountActive' : 'accountDisabled'),
  }));
  return { fileName: accountsFileName(ctx.locale, chinaDay(new Date())), bytes: await accountsWorkbook(exported, ctx.locale) };
}
