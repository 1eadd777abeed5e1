import { randomBytes } from 'node:crypto';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type {
  Bank,
  QuestionDetail,
  QuestionImportCheck,
  QuestionInput,
  QuestionPage,
  QuestionVersion,
} from '@yanxiu/contract/assessment-banks';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAllRows } from '@server-test/support/db-state';
import { createTestApp, type TestApp } from '@server-test/support/test-app';

// The question workbook through the real app: the template, a dry run naming each bad row, the all-or-nothing
// commit, and export -> import giving the same questions.

let t: TestApp;
const who: Record<string, LoginInfo> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'school_admin', 'district_admin']) who[name] = await t.login(name);
});
afterAll(() => t.close());

const as = (login: LoginInfo | undefined) => (login ? { token: login.access_token } : {});
const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

function multipart(bytes: Buffer) {
  const boundary = `----yanxiu${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="试题.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  login: LoginInfo | undefined,
  step: 'dryRun' | 'commit',
  bankId: number,
  bytes: Buffer,
  headers: Record<string, string> = {},
) => {
  const { body, headers: typeHeader } = multipart(bytes);
  return t.call('POST', `/assessment/imports/${step}`, {
    ...as(login),
    query: { bankId: String(bankId) },
    body,
    headers: { ...typeHeader, ...headers },
  });
};

async function download(login: LoginInfo, path: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const response = await t.call('GET', `/assessment/${path}`, { ...as(login), query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

async function sheetRows(bytes: Buffer, sheetIndex = 0): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[sheetIndex]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  return rows;
}

async function workbookOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('试题');
  sheet.addRow(['文件夹', '题型', '难度', '题干', '选项', '答案', '解析', '标签']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function createBank(name: string): Promise<Bank> {
  const response = await t.call('POST', '/assessment/banks/create', { ...as(who.district_admin), body: { name } });
  expect(response.statusCode, response.body).toBe(200);
  return data<Bank>(response);
}

describe('the template', () => {
  it('has an example row of every kind and an instructions sheet, and imports as it is', async () => {
    const bytes = await download(who.district_admin!, 'imports/template');
    const rows = await sheetRows(bytes);
    expect(rows[0]).toEqual(['文件夹', '题型', '难度', '题干', '选项', '答案', '解析', '标签']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['单选题', '多选题', '判断题', '填空题', '简答题']);
    expect((await sheetRows(bytes, 1)).length).toBeGreaterThanOrEqual(5);
    const english = await sheetRows(await download(who.district_admin!, 'imports/template', {}, { 'accept-language': 'en-US' }));
    expect(english[0]).toEqual(['Folder', 'Kind', 'Difficulty', 'Stem', 'Options', 'Answer', 'Explanation', 'Tags']);

    const bank = await createBank('模板导入题库');
    const check = data<QuestionImportCheck>(await upload(who.district_admin, 'dryRun', bank.bankId, bytes));
    expect(check).toEqual({ rows: 5, newFolders: 2, problems: [] });
    // The English template imports too (headers in either language).
    const englishCheck = data<QuestionImportCheck>(
      await upload(
        who.district_admin,
        'dryRun',
        bank.bankId,
        await download(who.district_admin!, 'imports/template', {}, { 'accept-language': 'en-US' }),
      ),
    );
    expect(englishCheck.problems).toEqual([]);
  });
});

describe('import', () => {
  const bad = [
    ['', '单选题', '1', '题一', 'A. 甲\nB. 乙', 'AB', '', ''],
    ['', '多选题', '2', '题二', 'A. 甲\nB. 乙\nC. 丙', 'A', '', ''],
    ['', '问答题', '2', '题三', '', '', '', ''],
    ['', '判断题', '9', '题四', '', '也许', '', ''],
    ['', '填空题', '3', '', '', '', '', ''],
    ['', '单选题', '1', '题六', 'A. 甲', 'A', '', ''],
    ['', '简答题', '2', '<script>alert(1)</script>', '', '', '', '一,一'],
  ];

  it('names every bad row, column and reason in the caller’s language, and writes nothing', async () => {
    const bank = await createBank('坏行题库');
    const good = ['一级/二级', '判断题', '1', '地球绕太阳转', '', '对', '', '天文'];
    const bytes = await workbookOf([good, ...bad]);
    const before = await countAllRows(t.deps.db);
    const check = data<QuestionImportCheck>(await upload(who.district_admin, 'dryRun', bank.bankId, bytes));
    expect(check.rows).toBe(8);
    expect(check.newFolders).toBe(2);
    const named = check.problems.map((problem) => `${problem.row}:${problem.column}`);
    expect(named).toEqual([
      '3:answer',
      '4:answer',
      '5:kind',
      '6:difficulty',
      '6:answer',
      '7:stem',
      '7:answer',
      '8:options',
      '9:stem',
      '9:tags',
    ]);
    expect(check.problems[0]!.message).toBe('单选题只能有一个正确答案');
    const english = data<QuestionImportCheck>(
      await upload(who.district_admin, 'dryRun', bank.bankId, bytes, { 'accept-language': 'en-US' }),
    );
    expect(english.problems[0]!.message).toBe('A single-choice question has exactly one correct option');

    const refused = await upload(who.district_admin, 'commit', bank.bankId, bytes);
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { msg: string }).msg).toBe('7 行有问题，未导入任何内容');
    expect(await countAllRows(t.deps.db)).toEqual(before);
  });

  it('commits every row in one go, creating the folders of their paths', async () => {
    const bank = await createBank('导入题库');
    const rows = [
      ['语文/古诗', '单选题', '1', '“床前明月光”的作者是？', 'A. 李白\nB. 杜甫', 'A', '', '古诗'],
      ['语文/古诗', '填空题', '3', '举头望明月，低头____。', '', '思故乡;思故乡。', '', ''],
      ['', '简答题', '4', '谈谈你对课标的理解。', '', '', '', ''],
    ];
    const response = await upload(who.district_admin, 'commit', bank.bankId, await workbookOf(rows));
    expect(response.statusCode, response.body).toBe(200);
    expect(data(response)).toEqual({ created: 3, foldersCreated: 2 });
    const page = data<QuestionPage>(
      await t.call('GET', '/assessment/questions/list', { ...as(who.district_admin), query: { bankId: String(bank.bankId) } }),
    );
    expect(page.total).toBe(3);
  });

  it('imports below a chosen folder, and exports that folder with paths relative to it', async () => {
    const bank = await createBank('子文件夹导入题库');
    const parent = data<{ folderId: number }>(
      await t.call('POST', '/assessment/folders/create', {
        ...as(who.district_admin),
        body: { bankId: bank.bankId, parentId: null, name: '高中' },
      }),
    );
    const rows = [
      ['物理/力学', '判断题', '2', '牛顿第一定律又称惯性定律。', '', '对', '', ''],
      ['', '判断题', '2', '光在真空中的速度约为 3×10^8 m/s。', '', '对', '', ''],
    ];
    const { body, headers } = multipart(await workbookOf(rows));
    const response = await t.call('POST', '/assessment/imports/commit', {
      ...as(who.district_admin),
      query: { bankId: String(bank.bankId), folderId: String(parent.folderId) },
      body,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(data(response)).toEqual({ created: 2, foldersCreated: 2 });
    const exported = await sheetRows(
      await download(who.district_admin!, 'exports/questions', { bankId: String(bank.bankId), folderId: String(parent.folderId) }),
    );
    expect(exported.slice(1).map((row) => row[0])).toEqual(['物理/力学', '']);
    const whole = await sheetRows(await download(who.district_admin!, 'exports/questions', { bankId: String(bank.bankId) }));
    expect(whole.slice(1).map((row) => row[0])).toEqual(['高中/物理/力学', '高中']);
  });

  it('refuses a teacher, a school admin importing into a district bank, no session and a file that is not a workbook', async () => {
    const bank = await createBank('权限题库');
    const bytes = await workbookOf([['', '判断题', '1', '题', '', '对', '', '']]);
    expect((await upload(who.teacher, 'dryRun', bank.bankId, bytes)).statusCode).toBe(403);
    expect((await upload(undefined, 'dryRun', bank.bankId, bytes)).statusCode).toBe(401);
    expect((await upload(who.school_admin, 'commit', bank.bankId, bytes)).statusCode).toBe(404);
    const garbage = await upload(who.district_admin, 'dryRun', bank.bankId, Buffer.from('not a workbook'));
    expect(garbage.statusCode).toBe(400);
  });
});

describe('export', () => {
  it('exports a bank so that importing the file gives the same questions', async () => {
    const source = await createBank('导出源题库');
    const folder = data<{ folderId: number }>(
      await t.call('POST', '/assessment/folders/create', {
        ...as(who.district_admin),
        body: { bankId: source.bankId, parentId: null, name: '数学' },
      }),
    );
    const questions: QuestionInput[] = [
      {
        folderId: folder.folderId,
        difficulty: 2,
        stem: '<p>第一行</p><p>第二行 &lt;a&gt; &amp; 符号</p>',
        answer: {
          kind: 'multiple',
          options: [
            { key: 'A', text: '<p><strong>粗</strong>体</p>', correct: true },
            { key: 'B', text: '<p>乙</p>', correct: true },
            { key: 'C', text: '<p>丙</p>', correct: false },
          ],
        },
        explanation: '<p>见 <a href="https://example.org/x" target="_blank" rel="noopener noreferrer nofollow">链接</a></p>',
        tags: ['代数', '方程'],
      },
      { folderId: null, difficulty: 1, stem: '<p>1+1=2</p>', answer: { kind: 'true_false', correct: true }, explanation: '', tags: [] },
      {
        folderId: null,
        difficulty: 5,
        stem: '<p>填空</p>',
        answer: { kind: 'fill_blank', blanks: [{ accepted: ['Ａ', 'b'] }, { accepted: ['三'] }] },
        explanation: '',
        tags: [],
      },
      {
        folderId: null,
        difficulty: 3,
        stem: '<p>简答</p>',
        answer: { kind: 'short_answer', referenceAnswer: '<p>参考</p>' },
        explanation: '',
        tags: ['开放'],
      },
      {
        folderId: null,
        difficulty: 4,
        stem: '<h2>标题</h2><p>正文</p>',
        answer: {
          kind: 'single',
          options: [
            { key: 'A', text: '<p>对</p>', correct: false },
            { key: 'B', text: '<p>错</p>', correct: true },
          ],
        },
        explanation: '',
        tags: [],
      },
    ];
    for (const question of questions) {
      const response = await t.call('POST', '/assessment/questions/create', {
        ...as(who.district_admin),
        body: { bankId: source.bankId, question },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const exported = await download(who.district_admin!, 'exports/questions', { bankId: String(source.bankId) });

    const target = await createBank('导入目标题库');
    const response = await upload(who.district_admin, 'commit', target.bankId, exported);
    expect(response.statusCode, response.body).toBe(200);
    expect(data(response)).toEqual({ created: 5, foldersCreated: 1 });
    expect(await sheetRows(await download(who.district_admin!, 'exports/questions', { bankId: String(target.bankId) }))).toEqual(
      await sheetRows(exported),
    );

    const contentOf = async (bankId: number) => {
      const page = data<QuestionPage>(
        await t.call('GET', '/assessment/questions/list', { ...as(who.district_admin), query: { bankId: String(bankId), size: '100' } }),
      );
      const versions: Array<Omit<QuestionVersion, 'questionId' | 'savedAt' | 'savedByName' | 'version'>> = [];
      for (const item of page.records) {
        const detail = data<QuestionDetail>(
          await t.call('GET', '/assessment/questions/detail', {
            ...as(who.district_admin),
            query: { questionId: String(item.questionId) },
          }),
        );
        const { kind, difficulty, stem, answer, explanation, tags } = detail.current;
        versions.push({ kind, difficulty, stem, answer, explanation, tags });
      }
      return versions.sort((a, b) => a.stem.localeCompare(b.stem));
    };
    expect(await contentOf(target.bankId)).toEqual(await contentOf(source.bankId));
  });
});
