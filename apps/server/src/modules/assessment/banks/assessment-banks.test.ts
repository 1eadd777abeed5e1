import type { Bank, BankFolder, QuestionPage } from '@yanxiu/contract/assessment-banks';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { countAllRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { bankCalls, singleChoice, type Who } from '../assessment.fixtures';

// Question banks through the real app: banks in reach, sharing, archiving and folders, with the refusals.

let t: TestApp;
const who: Who = {};
const { get, post, data, createBank, createQuestion } = bankCalls(() => t, who);
const single = singleChoice;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'school_admin', 'district_admin', 'platform_admin']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
});
afterAll(() => t.close());

describe('banks', () => {
  it('finds the demo district’s bank shared down to the schools, with questions of every kind', async () => {
    const banks = data<{ records: Bank[] }>(await get(who.school_admin, 'banks/list', { access: 'use', keyword: '专业知识' })).records;
    expect(banks).toEqual([
      expect.objectContaining({ name: '区级教师专业知识题库', access: 'use', sharedDown: true, questionCount: 20, folderCount: 4 }),
    ]);
    for (const kind of ['single', 'multiple', 'true_false', 'fill_blank', 'short_answer']) {
      const page = data<QuestionPage>(await get(who.school_admin, 'questions/list', { bankId: String(banks[0]!.bankId), kind }));
      expect(page.total, kind).toBeGreaterThanOrEqual(3);
    }
  });

  it('lets staff create banks of their unit, lists what they manage and what is shared down to them', async () => {
    const district = await createBank(who.district_admin!, '区级共享题库', { sharedDown: true });
    const hidden = await createBank(who.district_admin!, '区级内部题库');
    const school = await createBank(who.school_admin!, '校本题库');
    expect(district).toMatchObject({ access: 'manage', sharedDown: true, questionCount: 0, archived: false, version: 1 });

    const schoolView = data<{ records: Bank[] }>(await get(who.school_admin, 'banks/list', { size: '100' })).records;
    const seen = new Map(schoolView.map((bank) => [bank.bankId, bank.access]));
    expect(seen.get(school.bankId)).toBe('manage');
    expect(seen.get(district.bankId)).toBe('use');
    expect(seen.has(hidden.bankId)).toBe(false);
    // The managed ones come first.
    expect(schoolView.findIndex((bank) => bank.bankId === school.bankId)).toBeLessThan(
      schoolView.findIndex((bank) => bank.bankId === district.bankId),
    );

    const districtView = data<{ records: Bank[] }>(await get(who.district_admin, 'banks/list', { size: '100', access: 'manage' })).records;
    expect(districtView.map((bank) => bank.bankId)).toEqual(expect.arrayContaining([district.bankId, hidden.bankId, school.bankId]));

    expect((await get(who.school_admin, 'banks/detail', { bankId: String(hidden.bankId) })).statusCode).toBe(404);
    expect((await get(who.dongchengAdmin, 'banks/detail', { bankId: String(district.bankId) })).statusCode).toBe(404);
  });

  it('refuses a school bank shared down, a duplicate name, a stale version and a school admin changing a district bank', async () => {
    const before = await countAllRows(t.deps.db);
    expect((await post(who.school_admin, 'banks/create', { name: '共享校本', sharedDown: true })).statusCode).toBe(422);
    expect((await post(who.school_admin, 'banks/create', { name: '' })).statusCode).toBe(400);
    expect((await post(who.school_admin, 'banks/create', { name: 'x'.repeat(61) })).statusCode).toBe(400);
    expect(await countAllRows(t.deps.db)).toEqual(before);

    const bank = await createBank(who.district_admin!, '重名题库', { sharedDown: true });
    expect((await post(who.district_admin, 'banks/create', { name: '重名题库' })).statusCode).toBe(409);
    const update = { bankId: bank.bankId, version: 1, name: '改名题库', description: '说明', sharedDown: true };
    expect((await post(who.school_admin, 'banks/update', update)).statusCode).toBe(403);
    const renamed = await post(who.district_admin, 'banks/update', update);
    expect(data<Bank>(renamed)).toMatchObject({ name: '改名题库', version: 2 });
    expect((await post(who.district_admin, 'banks/update', update)).statusCode).toBe(409);
  });

  it('archives a bank: out of the default list, read-only, and back again', async () => {
    const bank = await createBank(who.district_admin!, '待归档题库');
    const archived = data<Bank>(await post(who.district_admin, 'banks/archive', { bankId: bank.bankId, version: 1, archived: true }));
    expect(archived).toMatchObject({ archived: true, version: 2 });
    const live = data<{ records: Bank[] }>(await get(who.district_admin, 'banks/list', { size: '100' })).records;
    expect(live.some((entry) => entry.bankId === bank.bankId)).toBe(false);
    const old = data<{ records: Bank[] }>(await get(who.district_admin, 'banks/list', { size: '100', archived: 'true' })).records;
    expect(old.some((entry) => entry.bankId === bank.bankId)).toBe(true);
    expect((await post(who.district_admin, 'folders/create', { bankId: bank.bankId, parentId: null, name: '一' })).statusCode).toBe(409);
    expect((await post(who.district_admin, 'banks/archive', { bankId: bank.bankId, version: 2, archived: false })).statusCode).toBe(200);
    const audited = await t.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'assessment_bank'), eq(auditLog.entityId, String(bank.bankId))))
      .orderBy(asc(auditLog.id));
    expect(audited.map((row) => row.action)).toEqual(['assessment.bank_created', 'assessment.bank_archived', 'assessment.bank_restored']);
  });

  it('answers 401 without a session and 403 to a teacher', async () => {
    expect((await get(undefined, 'banks/list')).statusCode).toBe(401);
    expect((await get(who.teacher, 'banks/list')).statusCode).toBe(403);
    expect((await post(who.teacher, 'banks/create', { name: '教师题库' })).statusCode).toBe(403);
  });
});

describe('folders', () => {
  it('builds a tree, renames, moves (never into itself) and deletes only an empty folder', async () => {
    const bank = await createBank(who.district_admin!, '文件夹题库');
    const folder = async (name: string, parentId: number | null) => {
      const response = await post(who.district_admin, 'folders/create', { bankId: bank.bankId, parentId, name });
      expect(response.statusCode, response.body).toBe(200);
      return data<BankFolder>(response);
    };
    const top = await folder('语文', null);
    const child = await folder('古诗', top.folderId);
    expect((await post(who.district_admin, 'folders/create', { bankId: bank.bankId, parentId: null, name: '语文' })).statusCode).toBe(409);
    expect((await post(who.district_admin, 'folders/move', { folderId: top.folderId, parentId: child.folderId })).statusCode).toBe(422);
    expect((await post(who.district_admin, 'folders/rename', { folderId: child.folderId, name: '古诗词' })).statusCode).toBe(200);

    await createQuestion(who.district_admin!, bank.bankId, single('床前明月光的作者是？', child.folderId));
    expect((await post(who.district_admin, 'folders/delete', { folderId: child.folderId })).statusCode).toBe(409);
    expect((await post(who.district_admin, 'folders/delete', { folderId: top.folderId })).statusCode).toBe(409);
    expect((await post(who.district_admin, 'folders/move', { folderId: child.folderId, parentId: null })).statusCode).toBe(200);
    expect((await post(who.district_admin, 'folders/delete', { folderId: top.folderId })).statusCode).toBe(200);

    const tree = data<{ folders: BankFolder[] }>(await get(who.district_admin, 'folders/list', { bankId: String(bank.bankId) })).folders;
    expect(tree).toEqual([expect.objectContaining({ folderId: child.folderId, name: '古诗词', parentId: null, questionCount: 1 })]);
    // A folder of another bank is not a parent here.
    const other = await createBank(who.district_admin!, '另一题库');
    expect(
      (await post(who.district_admin, 'folders/create', { bankId: other.bankId, parentId: child.folderId, name: 'x' })).statusCode,
    ).toBe(404);
  });
});
