import { ApiPaths } from '@yanxiu/contract/paths';
import { describe, expect, test } from 'vitest';
import { fakeApi, setUpSignedIn } from '../learning.fixtures';
import { exportHours } from './export-hours';
import { exportReport } from './manage-report-export';

setUpSignedIn();

const workbook = (name: string) =>
  new Response(new Blob(['PK']), {
    status: 200,
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });

describe('Excel exports', () => {
  test("a teacher's breakdown: the year and teacher shown, with the server's file name", async () => {
    const api = fakeApi(() => workbook('学时明细-王老师-2025.xlsx'));
    const { blob, fileName } = await exportHours({ year: 2025, userId: '9' });
    expect(fileName).toBe('学时明细-王老师-2025.xlsx');
    expect(await blob.text()).toBe('PK');
    const call = api.of(ApiPaths.learningHoursExport)[0]!;
    expect([call.query.get('year'), call.query.get('userId'), call.query.get('appId')]).toEqual(['2025', '9', 'yxdemo']);
  });

  test('the report: the same filters as the list, without paging', async () => {
    const api = fakeApi(() => workbook('学时达标情况.xlsx'));
    await exportReport({ year: 2026, schoolId: '3', onlyUnmet: false, keyword: '王', current: 4 });
    const call = api.of(ApiPaths.learningManageReportExport)[0]!;
    expect(Object.fromEntries(call.query)).toEqual({ year: '2026', schoolId: '3', onlyUnmet: 'false', keyword: '王', appId: 'yxdemo' });
  });

  test('a refused export rejects with the server message', async () => {
    fakeApi(() => new Response(JSON.stringify({ code: 403, status: 403, msg: '没有权限', data: null }), { status: 403 }));
    await expect(exportHours({ userId: '99' })).rejects.toMatchObject({ httpStatus: 403, message: '没有权限' });
  });
});
