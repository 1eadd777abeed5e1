import { randomBytes } from 'node:crypto';
import type { QuestionDetail, QuestionImportResult, QuestionPage } from '@yanxiu/contract/assessment-banks';
import type { AttemptView } from '@yanxiu/contract/assessment-exams';
import type { StoredFileInfo } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createExamProgramme, dataOf, examInput, publishedExam, type Caller } from '@server-test/support/assessment-exam-fixtures';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { minimalPdf, minimalPng } from '@server/platform/storage/storage.fixtures';
import { singleChoice } from '../assessment.fixtures';

// Pictures in questions through the real app: uploaded by bank staff as question pictures, kept in a question's rich
// text only when they name one of the tenant's question pictures by our own address, and read by whoever is shown the
// question (staff, a teacher sitting the exam), never by another tenant or a visitor.

let t: TestApp;
const who: Record<string, Caller> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'school_admin', 'district_admin']) who[name] = { login: await t.login(name) };
  who.otherTenant = { login: await t.login('district_admin', DONGCHENG), tenant: DONGCHENG };
  who.otherTeacher = { login: await t.login('teacher', DONGCHENG), tenant: DONGCHENG };
});
afterAll(() => t.close());

const { get, post } = {
  get: (...args: Parameters<ReturnType<typeof api>['get']>) => api(t).get(...args),
  post: (...args: Parameters<ReturnType<typeof api>['post']>) => api(t).post(...args),
};
const GIF = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');

function multipart(fileName: string, bytes: Buffer) {
  const boundary = `----yanxiu${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(caller: Caller, bytes: Buffer, purpose = 'question_picture', fileName = '图.png') {
  const { body, contentType } = multipart(fileName, bytes);
  return t.call('POST', '/files', {
    ...(caller.login ? { token: caller.login.access_token } : {}),
    ...(caller.tenant ? { tenant: caller.tenant } : {}),
    query: { purpose },
    headers: { 'content-type': contentType },
    body,
  });
}

const picture = async (caller: Caller, bytes = minimalPng()) => dataOf<StoredFileInfo>(await upload(caller, bytes)).id;
const img = (id: string, alt = '示意图') => `<img src="/api/files/${id}" alt="${alt}">`;
const kept = (id: string, alt = '示意图') => `<img src="/api/files/${id}" alt="${alt}" />`;
const readPicture = (caller: Caller, id: string) => get(caller, `/files/${id}`);

async function bankOf(caller: Caller, name: string): Promise<number> {
  return dataOf<{ bankId: number }>(await post(caller, ApiPaths.assessmentCreateBank, { name })).bankId;
}

describe('uploading a question picture', () => {
  it('takes PNG and GIF from bank staff, refuses a teacher and what is not a picture', async () => {
    expect((await upload(who.school_admin!, minimalPng())).statusCode).toBe(200);
    const gif = dataOf<StoredFileInfo>(await upload(who.district_admin!, GIF, 'question_picture', 'a.gif'));
    expect(gif.contentType).toBe('image/gif');
    expect((await upload(who.teacher!, minimalPng())).statusCode).toBe(403);
    expect((await upload(who.district_admin!, minimalPdf(), 'question_picture', 'a.pdf')).statusCode).toBe(415);
    expect((await upload({}, minimalPng())).statusCode).toBe(401);
  });
});

describe('pictures in a question', () => {
  it('keeps the tenant’s own question pictures in stem, options and explanation and strips every other image', async () => {
    const bankId = await bankOf(who.district_admin!, '图片题库');
    const own = await picture(who.district_admin!);
    const evidence = dataOf<StoredFileInfo>(await upload(who.teacher!, minimalPng(), 'evidence')).id;
    const foreignTenant = await picture(who.otherTenant!);
    const base = singleChoice('看图');
    const question = {
      ...base,
      stem: `<p>看图${img(own)}${img(foreignTenant)}<img src="https://evil.example/a.png" alt="x">${img(evidence)}</p>`,
      answer: {
        kind: 'single' as const,
        options: [
          { key: 'A' as const, text: `<p>${img(own, '甲图')}</p>`, correct: true },
          { key: 'B' as const, text: `<p>乙<img src="//evil.example/api/files/${own}" alt="y" onerror="alert(1)"></p>`, correct: false },
        ],
      },
      explanation: `<p>解析${img(own, '解析图')}</p>`,
    };
    const created = dataOf<QuestionDetail>(await post(who.district_admin!, ApiPaths.assessmentCreateQuestion, { bankId, question }));
    expect(created.current.stem).toBe(`<p>看图${kept(own)}</p>`);
    expect(created.current.answer).toMatchObject({ options: [{ text: `<p>${kept(own, '甲图')}</p>` }, { text: '<p>乙</p>' }] });
    expect(created.current.explanation).toBe(`<p>解析${kept(own, '解析图')}</p>`);

    // An option that is only a foreign picture has nothing left: refused, as an empty option is.
    const onlyForeign = {
      ...base,
      answer: {
        kind: 'single' as const,
        options: [
          base.answer.kind === 'single' ? base.answer.options[0]! : never(),
          { key: 'B' as const, text: img(foreignTenant), correct: false },
        ],
      },
    };
    expect((await post(who.district_admin!, ApiPaths.assessmentCreateQuestion, { bankId, question: onlyForeign })).statusCode).toBe(422);
  });

  it('is read by staff and by a teacher sitting an exam with it, never by another tenant or a visitor', async () => {
    const own = await picture(who.district_admin!);
    const bankId = await bankOf(who.district_admin!, '考试图片题库');
    const question = { ...singleChoice('看图作答'), stem: `<p>看图作答${img(own)}</p>` };
    const created = dataOf<QuestionDetail>(await post(who.district_admin!, ApiPaths.assessmentCreateQuestion, { bankId, question }));
    const { programme, unitId } = await createExamProgramme(t, who.district_admin!, { title: '图片考试' });
    const exam = await publishedExam(t, who.district_admin!, examInput({ kind: 'unit', unitId }, [created.questionId]));
    dataOf(await post(who.teacher!, ApiPaths.trainingEnrol, { programmeId: programme.id }));
    const attempt = dataOf<AttemptView>(await post(who.teacher!, ApiPaths.assessmentStartAttempt, { examId: exam.id }));
    expect(attempt.questions[0]!.stem).toContain(kept(own));

    for (const reader of [who.district_admin!, who.school_admin!, who.teacher!]) {
      const response = await readPicture(reader, own);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
    }
    expect((await readPicture(who.otherTenant!, own)).statusCode).toBe(404);
    expect((await readPicture(who.otherTeacher!, own)).statusCode).toBe(404);
    expect((await readPicture({}, own)).statusCode).toBe(401);
  });
});

describe('deleting a question picture', () => {
  const remove = (caller: Caller, id: string) =>
    t.call('DELETE', `/files/${id}`, { token: caller.login!.access_token, ...(caller.tenant ? { tenant: caller.tenant } : {}) });

  it('is refused while a question shows it, in any version, and allowed once none does', async () => {
    const shown = await picture(who.district_admin!);
    const inOption = await picture(who.district_admin!);
    const unused = await picture(who.district_admin!);
    const bankId = await bankOf(who.district_admin!, '删图题库');
    const question = {
      ...singleChoice('看图选择'),
      stem: `<p>看图选择${img(shown)}</p>`,
      answer: {
        kind: 'single' as const,
        options: [
          { key: 'A', text: '<p>甲</p>', correct: true },
          { key: 'B', text: `<p>乙${img(inOption)}</p>`, correct: false },
        ],
      },
    };
    const created = dataOf<QuestionDetail>(await post(who.district_admin!, ApiPaths.assessmentCreateQuestion, { bankId, question }));

    for (const id of [shown, inOption]) {
      const refused = await remove(who.district_admin!, id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().msg).toContain(String(created.questionId));
      expect((await readPicture(who.district_admin!, id)).statusCode).toBe(200);
    }
    // A new version without the stem's picture: the first version still shows it, so it stays.
    const saved = dataOf<QuestionDetail>(
      await post(who.district_admin!, ApiPaths.assessmentSaveQuestion, {
        questionId: created.questionId,
        version: created.current.version,
        question: { ...question, stem: '<p>不再看图</p>' },
      }),
    );
    expect(saved.current.version).toBe(created.current.version + 1);
    expect((await remove(who.district_admin!, shown)).statusCode).toBe(409);
    expect((await remove(who.district_admin!, unused)).statusCode).toBe(200);
    expect((await readPicture(who.district_admin!, unused)).statusCode).toBe(404);
  });
});

async function workbookOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('试题');
  sheet.addRow(['文件夹', '题型', '难度', '题干', '选项', '答案', '解析', '标签']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('pictures in the Excel import and export', () => {
  it('imports only own pictures by the same rule and exports a picture as its <img>', async () => {
    const bankId = await bankOf(who.district_admin!, '导入图片题库');
    const own = await picture(who.district_admin!);
    const foreign = await picture(who.otherTenant!);
    const stem = `<p>导入看图${img(own)}${img(foreign)}<img src="data:image/png;base64,iVBORw0KGgo=" alt="d"></p>`;
    const { body, contentType } = multipart('试题.xlsx', await workbookOf([['', '判断题', '1', stem, '', '对', '', '']]));
    const imported = await t.call('POST', '/assessment/imports/commit', {
      token: who.district_admin!.login!.access_token,
      query: { bankId: String(bankId) },
      headers: { 'content-type': contentType },
      body,
    });
    expect(dataOf<QuestionImportResult>(imported).created).toBe(1);
    const page = dataOf<QuestionPage>(await get(who.district_admin!, ApiPaths.assessmentQuestions, { bankId }));
    const detail = dataOf<QuestionDetail>(
      await get(who.district_admin!, ApiPaths.assessmentQuestion, { questionId: page.records[0]!.questionId }),
    );
    expect(detail.current.stem).toBe(`<p>导入看图${kept(own)}</p>`);

    const exported = await t.call('GET', '/assessment/exports/questions', {
      token: who.district_admin!.login!.access_token,
      query: { bankId: String(bankId) },
    });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(String(workbook.worksheets[0]!.getRow(2).getCell(4).value)).toBe(`<p>导入看图${kept(own)}</p>`);
  });
});

function never(): never {
  throw new Error('unreachable');
}
