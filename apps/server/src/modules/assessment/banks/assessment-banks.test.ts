import type { LoginInfo } from '@yanxiu/contract/auth';
import type { Bank, BankFolder, QuestionDetail, QuestionInput, QuestionPage, QuestionVersion } from '@yanxiu/contract/assessment-banks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '@server/db/schema/audit';
import { orgUnits } from '@server/db/schema/org';
import { tenants } from '@server/db/schema/tenants';
import { countAllRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';

// Question banks through the real app: banks in reach, folders, questions with versions, the 409s and the refusals.

let t: TestApp;
const who: Record<string, LoginInfo> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'school_admin', 'district_admin', 'platform_admin']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
});
afterAll(() => t.close());

async function demoTenantId(): Promise<number> {
  const [demo] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, 'yxdemo'));
  return demo!.id;
}

const as = (login: LoginInfo | undefined) => (login ? { token: login.access_token } : {});
const get = (login: LoginInfo | undefined, path: string, query: Record<string, string> = {}) =>
  t.call('GET', `/assessment/${path}`, { ...as(login), query, ...(login === who.dongchengAdmin ? { tenant: DONGCHENG } : {}) });
const post = (login: LoginInfo | undefined, path: string, body: unknown) =>
  t.call('POST', `/assessment/${path}`, { ...as(login), body, ...(login === who.dongchengAdmin ? { tenant: DONGCHENG } : {}) });
const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

async function createBank(login: LoginInfo, name: string, extra: Record<string, unknown> = {}): Promise<Bank> {
  const response = await post(login, 'banks/create', { name, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return data<Bank>(response);
}

const single = (stem: string, folderId: number | null = null): QuestionInput => ({
  folderId,
  difficulty: 2,
  stem: `<p>${stem}</p>`,
  answer: {
    kind: 'single',
    options: [
      { key: 'A', text: '<p>甲</p>', correct: true },
      { key: 'B', text: '<p>乙</p>', correct: false },
    ],
  },
  explanation: '',
  tags: ['课标'],
});

async function createQuestion(login: LoginInfo, bankId: number, question: QuestionInput): Promise<QuestionDetail> {
  const response = await post(login, 'questions/create', { bankId, question });
  expect(response.statusCode, response.body).toBe(200);
  return data<QuestionDetail>(response);
}

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

describe('questions', () => {
  it('validates each kind with the contract’s rules and writes nothing for a bad one', async () => {
    const bank = await createBank(who.district_admin!, '校验题库');
    const before = await countAllRows(t.deps.db);
    const bad: Array<QuestionInput['answer']> = [
      { kind: 'single', options: [{ key: 'A', text: '甲', correct: true }] },
      {
        kind: 'single',
        options: [
          { key: 'A', text: '甲', correct: true },
          { key: 'B', text: '乙', correct: true },
        ],
      },
      {
        kind: 'multiple',
        options: [
          { key: 'A', text: '甲', correct: true },
          { key: 'B', text: '乙', correct: false },
        ],
      },
      {
        kind: 'single',
        options: [
          { key: 'B', text: '甲', correct: true },
          { key: 'A', text: '乙', correct: false },
        ],
      },
      { kind: 'fill_blank', blanks: [] },
      { kind: 'fill_blank', blanks: [{ accepted: ['北京', '  北京 '] }] },
    ];
    for (const answer of bad) {
      const response = await post(who.district_admin, 'questions/create', { bankId: bank.bankId, question: { ...single('题'), answer } });
      expect(response.statusCode, JSON.stringify(answer)).toBe(400);
    }
    // Markup only, no words: refused after sanitising.
    const scriptOnly = await post(who.district_admin, 'questions/create', { bankId: bank.bankId, question: single('<script>x</script>') });
    expect(scriptOnly.statusCode).toBe(422);
    expect(await countAllRows(t.deps.db)).toEqual(before);
  });

  it('saves new versions, keeps the old ones readable and answers 409 on a stale save', async () => {
    const bank = await createBank(who.district_admin!, '版本题库', { sharedDown: true });
    const created = await createQuestion(who.district_admin!, bank.bankId, {
      ...single('<b>粗体</b><img src="https://evil.example/x.png" onerror="alert(1)">一加一等于几？'),
    });
    expect(created.current.stem).not.toContain('img');
    expect(created.current.stem).not.toContain('onerror');
    const second = {
      folderId: null,
      difficulty: 3,
      stem: '<p>一加一等于____。</p>',
      answer: { kind: 'fill_blank', blanks: [{ accepted: ['2', '二'] }] },
      explanation: '<p>基础算术</p>',
      tags: ['算术'],
    } as const;
    const saved = await post(who.district_admin, 'questions/save', { questionId: created.questionId, version: 1, question: second });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(data<QuestionDetail>(saved)).toMatchObject({
      current: { version: 2, kind: 'fill_blank' },
      versions: [{ version: 2 }, { version: 1 }],
    });
    const stale = await post(who.district_admin, 'questions/save', { questionId: created.questionId, version: 1, question: second });
    expect(stale.statusCode).toBe(409);

    const first = data<QuestionVersion>(
      await get(who.district_admin, 'questions/version', { questionId: String(created.questionId), version: '1' }),
    );
    expect(first).toMatchObject({ version: 1, kind: 'single', tags: ['课标'] });
    // Shared down: the school's staff read it but may not change it.
    expect((await get(who.school_admin, 'questions/detail', { questionId: String(created.questionId) })).statusCode).toBe(200);
    const fromSchool = await post(who.school_admin, 'questions/save', { questionId: created.questionId, version: 2, question: second });
    expect(fromSchool.statusCode).toBe(403);
    expect((await get(who.dongchengAdmin, 'questions/detail', { questionId: String(created.questionId) })).statusCode).toBe(404);
  });

  it('lists by folder, kind, difficulty, tag and keyword, and suggests the tags in use', async () => {
    const bank = await createBank(who.district_admin!, '筛选题库');
    const folder = data<BankFolder>(
      await post(who.district_admin, 'folders/create', { bankId: bank.bankId, parentId: null, name: '数学' }),
    );
    const inner = data<BankFolder>(
      await post(who.district_admin, 'folders/create', { bankId: bank.bankId, parentId: folder.folderId, name: '代数' }),
    );
    await createQuestion(who.district_admin!, bank.bankId, { ...single('勾股定理', inner.folderId), tags: ['几何', '定理'] });
    await createQuestion(who.district_admin!, bank.bankId, {
      folderId: null,
      difficulty: 5,
      stem: '地球是圆的',
      answer: { kind: 'true_false', correct: true },
      explanation: '',
      tags: [],
    });
    const page = async (query: Record<string, string>) =>
      data<QuestionPage>(await get(who.district_admin, 'questions/list', { bankId: String(bank.bankId), ...query }));
    expect((await page({})).total).toBe(2);
    expect((await page({ folderId: String(folder.folderId) })).records.map((q) => q.stemText)).toEqual(['勾股定理']);
    expect((await page({ kind: 'true_false' })).records.map((q) => q.stemText)).toEqual(['地球是圆的']);
    expect((await page({ difficulty: '5' })).total).toBe(1);
    expect((await page({ tag: '几何' })).total).toBe(1);
    expect((await page({ keyword: '勾股' })).total).toBe(1);
    expect((await page({ size: '1', current: '2' })).records).toHaveLength(1);
    const tags = data<{ tags: Array<{ tag: string }> }>(await get(who.district_admin, 'tags/list', { prefix: '几' })).tags;
    expect(tags.map((entry) => entry.tag)).toContain('几何');
  });

  it('removes a question at its version: gone from lists, its versions kept', async () => {
    const bank = await createBank(who.district_admin!, '删除题库');
    const question = await createQuestion(who.district_admin!, bank.bankId, single('将被删除'));
    expect((await post(who.district_admin, 'questions/remove', { questionId: question.questionId, version: 9 })).statusCode).toBe(409);
    expect((await post(who.school_admin, 'questions/remove', { questionId: question.questionId, version: 1 })).statusCode).toBe(404);
    expect((await post(who.district_admin, 'questions/remove', { questionId: question.questionId, version: 1 })).statusCode).toBe(200);
    expect((await get(who.district_admin, 'questions/detail', { questionId: String(question.questionId) })).statusCode).toBe(404);
    expect(data<QuestionPage>(await get(who.district_admin, 'questions/list', { bankId: String(bank.bankId) })).total).toBe(0);
  });

  it('refuses removing a question an exam’s paper uses (409), and saving it still works', async () => {
    const bank = await createBank(who.district_admin!, '组卷题库');
    const question = await createQuestion(who.district_admin!, bank.bankId, single('试卷上的题'));
    const [school] = await t.deps.db
      .select({ id: orgUnits.id })
      .from(orgUnits)
      .where(and(eq(orgUnits.tenantId, await demoTenantId()), eq(orgUnits.level, 1)))
      .orderBy(asc(orgUnits.id))
      .limit(1);
    const exam = await post(who.district_admin, 'manage/exams/save', {
      title: '组卷测验',
      instructions: '',
      placement: { kind: 'school', schoolId: school!.id },
      paper: { mode: 'fixed', items: [{ questionId: question.questionId, points: 10 }] },
      timeLimitMinutes: 30,
      opensAt: '2026-01-01T08:00:00+08:00',
      closesAt: '2036-01-01T08:00:00+08:00',
      attemptsAllowed: 1,
      counts: 'best',
      passPercent: 60,
      shuffleQuestions: false,
      shuffleOptions: false,
      revealResults: 'after_submit',
      revealExplanations: 'never',
    });
    expect(exam.statusCode, exam.body).toBe(200);
    const refused = await post(who.district_admin, 'questions/remove', { questionId: question.questionId, version: 1 });
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { msg: string }).msg).toBe('该试题已被考试使用，不能删除');
    expect((await get(who.district_admin, 'questions/detail', { questionId: String(question.questionId) })).statusCode).toBe(200);
  });
});
