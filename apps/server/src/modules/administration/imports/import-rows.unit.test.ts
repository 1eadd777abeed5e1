import { IMPORT_COLUMNS } from '@yanxiu/contract/administration-imports';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { codeNamed, normalisePhone, planImport, rolesNamed, type ImportReference, type ImportSchool, type RawRow } from './import-rows';
import { IMPORT_HEADERS, readImportRows, templateWorkbook } from './import-workbook';

const mine: ImportSchool = { id: 11, name: '第一实验小学', path: '/1/11/', level: 1, sectionCodes: ['2'] };
const other: ImportSchool = { id: 12, name: '实验中学', path: '/1/12/', level: 1, sectionCodes: [] };

function reference(overrides: Partial<ImportReference> = {}): ImportReference {
  return {
    schools: [mine, other],
    genders: [
      { code: '1', name: '男', nameEn: 'Male' },
      { code: '2', name: '女', nameEn: 'Female' },
    ],
    sections: [
      { code: '2', name: '小学', nameEn: 'Primary' },
      { code: '3', name: '初中', nameEn: 'Junior secondary' },
    ],
    subjects: [
      { code: '02', name: '数学', nameEn: 'Mathematics' },
      { code: '04', name: '日语', nameEn: 'Japanese' },
    ],
    titles: [{ code: '3', name: '一级教师', nameEn: 'First-level teacher' }],
    phases: [{ code: '1', name: '新任教师', nameEn: 'Novice teacher' }],
    sectionSubjects: { '2': ['02'], '3': ['02', '04'] },
    accountsByPhone: new Map([['13800000001', { name: '王芳' }]]),
    schoolInScope: (school) => school.path.startsWith('/1/11/'),
    mayGrant: (role) => role === 'teacher' || role === 'school_admin',
    ...overrides,
  };
}

let nextRow = 2;
function row(cells: Partial<RawRow['cells']>, at = nextRow++): RawRow {
  const base = {
    name: '张三',
    gender: '男',
    phone: '13900000001',
    school: mine.name,
    section: '小学',
    subject: '数学',
    title: '',
    phase: '',
    roles: '',
  };
  return { row: at, cells: { ...base, ...cells } };
}

describe('reading cells', () => {
  it('takes a phone as typed with spaces, hyphens or +86, and refuses anything but an 11-digit mainland mobile', () => {
    expect(normalisePhone('139 0000-0001')).toBe('13900000001');
    expect(normalisePhone('+8613900000001')).toBe('13900000001');
    expect(normalisePhone('12900000001')).toBeNull();
    expect(normalisePhone('1390000000')).toBeNull();
  });

  it('finds a code by its Chinese or English label or by the code', () => {
    const sections = reference().sections;
    expect(codeNamed(sections, '小学')).toBe('2');
    expect(codeNamed(sections, 'junior SECONDARY')).toBe('3');
    expect(codeNamed(sections, '3')).toBe('3');
    expect(codeNamed(sections, '大学')).toBeUndefined();
  });

  it('splits a roles cell on the usual separators and keeps unknown names apart', () => {
    expect(rolesNamed('教师、学校管理员')).toEqual({ roles: ['teacher', 'school_admin'], unknown: [] });
    expect(rolesNamed('Teacher, backbone teacher')).toEqual({ roles: ['teacher', 'backbone'], unknown: [] });
    expect(rolesNamed('district_admin；校长')).toEqual({ roles: ['district_admin'], unknown: ['校长'] });
  });
});

describe('planImport', () => {
  it('plans a teacher for each good row, codes resolved, teacher always among the roles', () => {
    const plan = planImport([row({ title: '一级教师', phase: 'Novice teacher', roles: '学校管理员', gender: '女' }, 2)], reference());
    expect(plan.check).toEqual({ rows: 1, toCreate: 1, existing: 0, rowsWithProblems: 0, problemCount: 0, problems: [] });
    expect(plan.accounts).toEqual([
      {
        row: 2,
        name: '张三',
        gender: '2',
        phone: '13900000001',
        orgUnitId: 11,
        sectionCode: '2',
        subjectCode: '02',
        titleCode: '3',
        phaseCode: '1',
        roles: ['teacher', 'school_admin'],
      },
    ]);
  });

  it("lists every row's problems in the file's row numbers and plans nothing when any row has one", () => {
    const rows = [
      row({}, 2),
      row({ school: '不存在的学校' }, 3),
      row({ phone: '13900000001' }, 5),
      row({ section: '初中', subject: '日语', school: mine.name }, 6),
      row({ phone: '13800000001', name: '李四' }, 7),
      row({ school: other.name, phone: '13900000009' }, 8),
      row({ roles: '区县管理员', phone: '13900000010' }, 9),
      row({ name: '', phone: 'abc', section: '大学', subject: '', gender: '?' }, 10),
    ];
    const plan = planImport(rows, reference());
    expect(plan.accounts).toEqual([]);
    expect(plan.check.rowsWithProblems).toBe(7);
    expect(plan.check.problems.map(({ row: at, column, code, otherRow }) => [at, column, code, otherRow])).toEqual([
      [3, 'phone', 'duplicate_phone_in_file', 2],
      [3, 'school', 'unknown_school', undefined],
      [5, 'phone', 'duplicate_phone_in_file', 2],
      [6, 'phone', 'duplicate_phone_in_file', 2],
      [6, 'section', 'section_not_in_school', undefined],
      [7, 'phone', 'phone_taken', undefined],
      [8, 'school', 'school_out_of_scope', undefined],
      [9, 'roles', 'role_not_grantable', undefined],
      [10, 'name', 'required', undefined],
      [10, 'subject', 'required', undefined],
      [10, 'gender', 'unknown_code', undefined],
      [10, 'phone', 'bad_phone', undefined],
      [10, 'section', 'unknown_code', undefined],
    ]);
  });

  it('flags a subject not taught in the section', () => {
    const plan = planImport([row({ subject: '日语' }, 2)], reference());
    expect(plan.check.problems).toEqual([{ row: 2, column: 'subject', code: 'subject_not_in_section', value: '日语' }]);
  });

  it('counts a row whose phone and name are an existing account as existing, so a re-import creates nothing twice', () => {
    const plan = planImport([row({ phone: '138 0000 0001', name: '王芳' }, 2), row({ phone: '13900000002' }, 3)], reference());
    expect(plan.check).toMatchObject({ rows: 2, toCreate: 1, existing: 1, rowsWithProblems: 0 });
    expect(plan.accounts.map((account) => account.row)).toEqual([3]);
  });

  it('answers at most 1,000 problems but counts them all', () => {
    const rows = Array.from({ length: 600 }, (_, index) => row({ name: '', phone: '' }, index + 2));
    const plan = planImport(rows, reference());
    expect(plan.check.problemCount).toBe(1200);
    expect(plan.check.problems).toHaveLength(1000);
  });
});

describe('the workbook', () => {
  it('writes a template with drop-down lists that reads back, by header, with numeric phones kept whole', async () => {
    const template = await templateWorkbook('zh-CN', { school: [mine.name, other.name], section: ['小学', '初中'] });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...IMPORT_COLUMNS.map((column) => IMPORT_HEADERS[column]['zh-CN'])]);
    expect(sheet.getCell('D2').dataValidation).toMatchObject({ type: 'list', formulae: ['lists!$D$2:$D$3'] });
    expect(sheet.getCell('E500').dataValidation).toMatchObject({ type: 'list', formulae: ['lists!$E$2:$E$3'] });
    expect(workbook.getWorksheet('lists')?.getColumn(4).values).toEqual([undefined, '学校', mine.name, other.name]);

    sheet.getRow(2).values = ['张三', '男', 13900000001, mine.name, '小学', '数学', '', '', ''];
    sheet.getRow(4).values = ['李四', '', '13900000002', mine.name, '小学', '数学', '', '', '教师'];
    const rows = await readImportRows(Buffer.from(await workbook.xlsx.writeBuffer()), 'zh-CN');
    expect(rows).toEqual([
      {
        row: 2,
        cells: {
          name: '张三',
          gender: '男',
          phone: '13900000001',
          school: mine.name,
          section: '小学',
          subject: '数学',
          title: '',
          phase: '',
          roles: '',
        },
      },
      {
        row: 4,
        cells: {
          name: '李四',
          gender: '',
          phone: '13900000002',
          school: mine.name,
          section: '小学',
          subject: '数学',
          title: '',
          phase: '',
          roles: '教师',
        },
      },
    ]);
  });

  it('refuses a file that is not a workbook, or one without the columns, naming what is missing', async () => {
    await expect(readImportRows(Buffer.from('not a zip'), 'en-US')).rejects.toMatchObject({ errorName: 'BAD_REQUEST' });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('x').addRow(['Name', 'Phone']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    await expect(readImportRows(bytes, 'en-US')).rejects.toMatchObject({
      issues: [{ path: 'file', message: expect.stringContaining('School section') }],
    });
  });
});
