import { randomBytes } from 'node:crypto';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { ApiPaths } from '@yanxiu/contract/paths';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { teachers, users } from '@server/db/schema/identity';
import { tenants } from '@server/db/schema/tenants';
import { changedTables, countAllRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp, type TestTenant } from '@server-test/support/test-app';

let t: TestApp;
const who: Record<string, LoginInfo> = {};
/** The demo tenant's schools as the district admin's template lists them (the school admin's is the first). */
let schools: string[] = [];

/** Every line the app logs, at its most detailed level: no initial password may be among them. */
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, undefined, { logStream: { write: (line: string) => void logLines.push(line) } });
  for (const name of ['teacher', 'school_admin', 'district_admin']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
  schools = (await listsOf(await template(who.district_admin!))).schools;
});
afterAll(() => t.close());

type Row = [
  name: string,
  gender: string,
  phone: string,
  school: string,
  section: string,
  subject: string,
  title: string,
  phase: string,
  roles: string,
];

async function template(caller: LoginInfo) {
  const response = await t.call('GET', ApiPaths.administrationImportTemplate, { token: caller.access_token });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

async function listsOf(bytes: Buffer): Promise<{ schools: string[]; roles: string[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const lists = workbook.getWorksheet('lists')!;
  const column = (index: number) => (lists.getColumn(index).values as unknown[]).slice(2).map(String);
  return { schools: column(4), roles: column(9) };
}

/** The rows of an import's credentials workbook (header first), as text. */
async function credentialRows(credentials: { fileName: string; base64: string }): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(credentials.base64, 'base64') as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
  return rows;
}

/** A filled workbook: the header row of the Chinese template, then the rows from row 2. */
async function workbookOf(rows: Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('教师');
  sheet.addRow(['姓名', '性别', '手机号', '学校', '学段', '学科', '职称', '发展阶段', '角色']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function multipart(bytes: Buffer) {
  const boundary = `----yanxiu${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="教师.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function send(path: string, bytes: Buffer, caller: LoginInfo | undefined, tenant?: TestTenant) {
  return t.call('POST', path, { ...multipart(bytes), ...(caller ? { token: caller.access_token } : {}), ...(tenant ? { tenant } : {}) });
}

let phoneSeq = 0;
const phone = () => `1370000${String(++phoneSeq).padStart(4, '0')}`;
/** The demo schools' sections, in the template's order: a primary, a secondary and a senior secondary school. */
const SECTION_OF_SCHOOL = ['小学', '初中', '高中'];
const good = (school = schools[0]!, roles = ''): Row => [
  `导入${phoneSeq}`,
  '女',
  phone(),
  school,
  SECTION_OF_SCHOOL[schools.indexOf(school)] ?? '小学',
  '数学',
  '一级教师',
  '新任教师',
  roles,
];

async function expectNothingWritten<R extends { statusCode: number; body: string }>(act: () => Promise<R>, status: number): Promise<R> {
  const before = await countAllRows(t.deps.db);
  const response = await act();
  expect(response.statusCode, response.body).toBe(status);
  expect(changedTables(before, await countAllRows(t.deps.db))).toEqual([]);
  return response;
}

describe('the template', () => {
  it("lists the schools and roles the caller may use: the district's for its admin, the school admin's own school without district roles", async () => {
    expect(schools).toHaveLength(3);
    const own = await listsOf(await template(who.school_admin!));
    expect(own.schools).toEqual([schools[0]]);
    expect(own.roles).toContain('教师');
    expect(own.roles).not.toContain('区县管理员');
  });
});

describe('check and import', () => {
  it('checks without writing, imports every row in one go, gives each new teacher their own initial password once, and re-importing creates nothing', async () => {
    const rows = [good(), good(schools[1]), good(schools[2], '骨干教师')];
    const file = await workbookOf(rows);
    const checked = await expectNothingWritten(() => send(ApiPaths.administrationImportCheck, file, who.district_admin), 200);
    expect(checked.json().data).toEqual({ rows: 3, toCreate: 3, existing: 0, rowsWithProblems: 0, problemCount: 0, problems: [] });

    const imported = await send(ApiPaths.administrationImportRun, file, who.district_admin);
    expect(imported.statusCode, imported.body).toBe(200);
    const result = imported.json().data;
    expect(result).toMatchObject({
      created: 3,
      existing: 0,
      credentials: { fileName: expect.stringMatching(/^新账号初始密码-\d{8}\.xlsx$/) },
    });
    // The workbook lists every created account with its own password; each signs in with it, and must change it.
    const listed = await credentialRows(result.credentials);
    expect(listed[0]).toEqual(['姓名', '手机号', '学校', '用户名', '初始密码']);
    expect(listed.slice(1).map(([name, phone, school, username]) => [name, phone, school, username])).toEqual(
      rows.map((row) => [row[0], row[2], row[3], row[2]]),
    );
    const passwords = listed.slice(1).map((row) => row[4]!);
    expect(passwords.every((password) => /^[A-Za-z0-9]{12}$/.test(password))).toBe(true);
    expect(new Set(passwords).size).toBe(3);
    for (const [index, row] of rows.entries()) {
      const signedIn = await t.call('POST', '/oauthService/login', { body: { username: row[2], password: passwords[index] } });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().data).toMatchObject({ mustChangePassword: true });
      // Another account's password does not open this one.
      const crossed = await t.call('POST', '/oauthService/login', { body: { username: row[2], password: passwords[(index + 1) % 3] } });
      expect(crossed.statusCode).not.toBe(200);
    }
    // Stored hashed, each with its own hash; no password reaches the audit trail.
    const stored = await t.deps.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(
        inArray(
          users.phone,
          rows.map((row) => row[2]),
        ),
      );
    expect(new Set(stored.map((row) => row.hash)).size).toBe(3);
    expect(stored.every((row) => row.hash.startsWith('$argon2id$') && !passwords.some((password) => row.hash.includes(password)))).toBe(
      true,
    );

    const [created] = await t.deps.db.select().from(users).where(eq(users.phone, rows[2]![2]));
    expect(created).toMatchObject({
      username: rows[2]![2],
      name: rows[2]![0],
      gender: '2',
      roles: ['teacher', 'backbone'],
      mustChangePassword: true,
    });
    const [record] = await t.deps.db
      .select()
      .from(teachers)
      .where(and(eq(teachers.tenantId, created!.tenantId), eq(teachers.userId, created!.id)));
    expect(record).toMatchObject({ sectionCode: '4', subjectCode: '02', titleCode: '3', phaseCode: '1', confirmedAt: null });
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'accounts.import'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ created: 3, userIds: expect.arrayContaining([created!.id]) });
    expect(passwords.some((password) => JSON.stringify(audits[0]).includes(password))).toBe(false);
    // Nor a log line, the passwords themselves or the workbook that carries them.
    expect(logLines.some((line) => line.includes(ApiPaths.administrationImportRun))).toBe(true);
    const leaked = [...passwords, result.credentials.base64.slice(0, 64)];
    expect(logLines.filter((line) => leaked.some((secret) => line.includes(secret)))).toEqual([]);

    // The server kept no copy: the same file again creates nothing and shows no password.
    const again = await expectNothingWritten(() => send(ApiPaths.administrationImportRun, file, who.district_admin), 200);
    expect(again.json().data).toEqual({ created: 0, existing: 3, credentials: null });
  });

  it("draws the initial password at the tenant's minimum length, like every password staff hand out", async () => {
    const demo = eq(tenants.appId, 'yxdemo');
    await t.deps.db.update(tenants).set({ passwordMinLength: 16 }).where(demo);
    try {
      const row = good();
      const imported = await send(ApiPaths.administrationImportRun, await workbookOf([row]), who.district_admin);
      expect(imported.statusCode, imported.body).toBe(200);
      const initialPassword = (await credentialRows(imported.json().data.credentials))[1]![4]!;
      expect(initialPassword).toMatch(/^[A-Za-z0-9]{16}$/);
      expect((await t.call('POST', '/oauthService/login', { body: { username: row[2], password: initialPassword } })).statusCode).toBe(200);
    } finally {
      await t.deps.db.update(tenants).set({ passwordMinLength: 8 }).where(demo);
    }
  });

  it("lists each row's problems in the file's row numbers, and the import then writes nothing", async () => {
    const taken = good();
    taken[2] = '13800000001'; // the demo teacher's phone, under another name
    const rows = [good(), good(), taken, good(), good()];
    rows[1]![3] = '不存在的学校';
    rows[3]![5] = '日语'; // not taught in primary school
    rows[4]![2] = rows[0]![2];
    const file = await workbookOf(rows);
    const checked = await expectNothingWritten(() => send(ApiPaths.administrationImportCheck, file, who.district_admin), 200);
    expect(checked.json().data.problems.map((p: { row: number; code: string }) => [p.row, p.code])).toEqual([
      [3, 'unknown_school'],
      [4, 'phone_taken'],
      [5, 'subject_not_in_section'],
      [6, 'duplicate_phone_in_file'],
    ]);
    const refused = await expectNothingWritten(() => send(ApiPaths.administrationImportRun, file, who.district_admin), 422);
    expect(refused.json()).toMatchObject({
      code: 4022,
      data: { issues: expect.arrayContaining([{ path: 'row.3.school', message: 'unknown_school' }]) },
    });
  });

  it('refuses a file that is not a workbook, or no file, with 400 and writes nothing', async () => {
    const bad = await expectNothingWritten(
      () => send(ApiPaths.administrationImportRun, Buffer.from('name,phone\n'), who.district_admin),
      400,
    );
    expect(bad.json().data.issues[0].path).toBe('file');
    await expectNothingWritten(
      () => t.call('POST', ApiPaths.administrationImportRun, { token: who.district_admin!.access_token, body: { file: 'x' } }),
      415,
    );
  });

  it('keeps a school admin to their school and to the roles they may give (not district admin)', async () => {
    const file = await workbookOf([good(schools[1]), good(schools[0], '区县管理员'), good(schools[0], '学校管理员')]);
    const checked = await expectNothingWritten(() => send(ApiPaths.administrationImportCheck, file, who.school_admin), 200);
    expect(checked.json().data.problems.map((p: { row: number; code: string }) => [p.row, p.code])).toEqual([
      [2, 'school_out_of_scope'],
      [3, 'role_not_grantable'],
    ]);
    await expectNothingWritten(() => send(ApiPaths.administrationImportRun, file, who.school_admin), 422);
  });
});

describe('who may call', () => {
  const calls = [
    ['GET', ApiPaths.administrationImportTemplate],
    ['POST', ApiPaths.administrationImportCheck],
    ['POST', ApiPaths.administrationImportRun],
    ['GET', ApiPaths.administrationAccountsExport],
  ] as const;

  it('refuses every call without a session (401) and to a teacher (403), writing nothing', async () => {
    const file = await workbookOf([good()]);
    for (const [method, path] of calls) {
      const body = method === 'POST' ? multipart(file) : {};
      await expectNothingWritten(() => t.call(method, path, body), 401);
      await expectNothingWritten(() => t.call(method, path, { ...body, token: who.teacher!.access_token }), 403);
    }
  });

  it("refuses another tenant's session, and another tenant's admin finds none of this tenant's schools", async () => {
    const file = await workbookOf([good()]);
    for (const [method, path] of calls) {
      const response = await t.call(method, path, {
        ...(method === 'POST' ? multipart(file) : {}),
        token: who.dongchengAdmin!.access_token,
      });
      expect(response.statusCode).toBe(401);
    }
    const checked = await send(ApiPaths.administrationImportCheck, file, who.dongchengAdmin, DONGCHENG);
    expect(checked.json().data.problems).toEqual([expect.objectContaining({ row: 2, column: 'school', code: 'unknown_school' })]);
  });
});

describe('the export', () => {
  it("writes the caller's accounts in the import's columns, which import again as existing accounts", async () => {
    const response = await t.call('GET', ApiPaths.administrationAccountsExport, { token: who.school_admin!.access_token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = (sheet.getColumn(4).values as unknown[]).slice(2);
    expect(new Set(values)).toEqual(new Set([schools[0]]));
    const names = (sheet.getColumn(1).values as unknown[]).slice(2);
    expect(names).toContain('王芳');
    expect(names).not.toContain('赵磊');

    const reimported = await send(ApiPaths.administrationImportCheck, response.rawPayload, who.school_admin);
    expect(reimported.json().data).toMatchObject({ toCreate: 0, rowsWithProblems: 0 });
  });

  it('writes names a spreadsheet would run as formulas as quoted text, which import again as the same people', async () => {
    const hostile = ['=HYPERLINK("http://evil.test","open")', '+1', '@SUM(A1)', '-2+3'];
    const created = await send(
      ApiPaths.administrationImportRun,
      await workbookOf(
        hostile.map((name) => {
          const row = good();
          row[0] = name;
          return row;
        }),
      ),
      who.district_admin,
    );
    expect(created.json().data, created.body).toMatchObject({ created: hostile.length });

    const response = await t.call('GET', ApiPaths.administrationAccountsExport, { token: who.school_admin!.access_token });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const names = (workbook.worksheets[0]!.getColumn(1).values as unknown[]).slice(2);
    expect(names).toEqual(expect.arrayContaining(hostile.map((name) => `'${name}`)));
    workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula))));

    const reimported = await send(ApiPaths.administrationImportCheck, response.rawPayload, who.school_admin);
    expect(reimported.json().data).toMatchObject({ toCreate: 0, rowsWithProblems: 0 });
  });
});

describe('progress for large files', () => {
  const streamed = async (rows: Row[]) => {
    const { body, headers } = multipart(await workbookOf(rows));
    const response = await t.call('POST', ApiPaths.administrationImportRun, {
      body,
      headers: { ...headers, accept: 'application/x-ndjson' },
      token: who.district_admin!.access_token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    return {
      response,
      lines: response.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, { stage?: string; done?: number }>),
    };
  };

  it('streams rows read, validated and written before the envelope to a client that asks for it', async () => {
    const { lines } = await streamed([good(), good()]);
    expect(lines.slice(0, -1).map((line) => [line.progress?.stage, line.progress?.done])).toEqual([
      ['read', 2],
      ['validated', 2],
      ['written', 2],
    ]);
    expect(lines.at(-1)).toMatchObject({ code: 0, data: { created: 2 } });
  });

  it('ends a failing import with the error envelope and writes nothing', async () => {
    const before = await countAllRows(t.deps.db);
    const { lines } = await streamed([good(), ['', '女', phone(), schools[0]!, '小学', '数学', '一级教师', '新任教师', '']]);
    expect(lines.at(-1)).toMatchObject({ code: 4022 });
    expect(changedTables(before, await countAllRows(t.deps.db))).toEqual([]);
  });
});
