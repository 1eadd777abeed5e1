import type { Locale } from '@yanxiu/contract/locale';
import { passwordRuleProblem } from '@yanxiu/contract/password-rules';
import type { PasswordRules } from '@yanxiu/contract/sign-in-policy';
import ExcelJS from 'exceljs';
import { addColumnSheet, datedFileName, type SheetColumn } from '@server/platform/export/sheet';
import { workbookBytes } from '@server/platform/export/workbook';
import { temporaryPassword } from '../accounts/temporary-password';
import { administrationTexts } from '../administration.texts';

// Each account an import creates gets its own initial password, drawn here and handed to staff once, in a workbook
// that is part of the import's answer and nowhere else: the server keeps only the hashes, and writes no password to
// a log or the audit trail.

/** One created account and its initial password. */
export type Credential = { name: string; phone: string; school: string; username: string; password: string };

/** Hashes at once: enough to keep libuv's threads busy without holding thousands of hashings in flight. */
const HASHING_AT_ONCE = 16;

/**
 * A password per account, each meeting the tenant's rules (the generator's letters and digits at the tenant's
 * length; drawn again in the unlikely case one does not). Not run through the strength check people's own choices
 * get: a random draw of 70 bits or more is not guessable, and the check costs milliseconds per account.
 */
export function drawInitialPasswords(count: number, rules: PasswordRules): string[] {
  return Array.from({ length: count }, () => {
    let password = temporaryPassword(rules.passwordMinLength);
    while (passwordRuleProblem(password, rules) !== null) password = temporaryPassword(rules.passwordMinLength);
    return password;
  });
}

/** The passwords' hashes, in order, a few at a time. */
export async function hashInitialPasswords(passwords: readonly string[], hash: (password: string) => Promise<string>): Promise<string[]> {
  const hashes: string[] = [];
  for (let start = 0; start < passwords.length; start += HASHING_AT_ONCE) {
    hashes.push(...(await Promise.all(passwords.slice(start, start + HASHING_AT_ONCE).map(hash))));
  }
  return hashes;
}

const COLUMNS: Array<SheetColumn<Credential>> = [
  { header: { 'zh-CN': '姓名', 'en-US': 'Name' }, width: 14, value: (row) => row.name },
  { header: { 'zh-CN': '手机号', 'en-US': 'Phone' }, width: 16, value: (row) => row.phone, numFmt: '@' },
  { header: { 'zh-CN': '学校', 'en-US': 'School' }, width: 28, value: (row) => row.school },
  { header: { 'zh-CN': '用户名', 'en-US': 'Username' }, width: 16, value: (row) => row.username, numFmt: '@' },
  { header: { 'zh-CN': '初始密码', 'en-US': 'Initial password' }, width: 18, value: (row) => row.password, numFmt: '@' },
];

/** The download staff get once: every created account with its initial password, headers in their language. */
export async function credentialsFile(
  rows: readonly Credential[],
  locale: Locale,
  day: string,
): Promise<{ fileName: string; base64: string }> {
  const workbook = new ExcelJS.Workbook();
  addColumnSheet(workbook, administrationTexts(locale, 'credentialsSheet'), COLUMNS, rows, locale, { freezeHeader: true });
  const bytes = await workbookBytes(workbook);
  return { fileName: datedFileName(administrationTexts(locale, 'credentialsFile'), day), base64: bytes.toString('base64') };
}
