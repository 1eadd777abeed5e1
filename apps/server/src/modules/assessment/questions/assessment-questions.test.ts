import type { BankFolder, QuestionDetail, QuestionInput, QuestionPage, QuestionVersion } from '@yanxiu/contract/assessment-banks';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgUnits } from '@server/db/schema/org';
import { countAllRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { bankCalls, singleChoice, type Who } from '../assessment.fixtures';

// Questions through the real app: the answer rules, versions and the 409 of a stale save, filters, tags, removal and
// its refusal while an exam uses the question.

let t: TestApp;
const who: Who = {};
const { get, post, data, createBank, createQuestion, demoTenantId } = bankCalls(() => t, who);
const single = singleChoice;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'school_admin', 'district_admin', 'platform_admin']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
});
afterAll(() => t.close());

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
