import { ApiPaths } from '@yanxiu/contract/paths';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { dispositionFileName } from '@/shared/request/file-transfer';
import { fakeApi, signInAs } from '../training.fixtures';
import { exportEnrolments } from './manage-export-enrolments';

afterEach(() => vi.unstubAllGlobals());

describe('exporting enrolments', () => {
  test('downloads the workbook with the token and keeps the name the server gives it', async () => {
    await signInAs(['district_admin']);
    const name = '报名名单-20261121.xlsx';
    const api = fakeApi(
      () =>
        new Response(new Blob(['PK']), {
          status: 200,
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
          },
        }),
    );
    const fetchMock = vi.mocked(fetch);
    const { blob, fileName } = await exportEnrolments({ programmeId: 6, status: 'enrolled', keyword: '' });
    expect(fileName).toBe(name);
    expect(await blob.text()).toBe('PK');
    const call = api.of(ApiPaths.trainingManageExportEnrolments)[0]!;
    expect(call.query.get('programmeId')).toBe('6');
    expect(call.query.get('status')).toBe('enrolled');
    expect(call.query.has('keyword')).toBe(false);
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).authorization).toBe('Bearer token');
  });

  test('reads plain and extended Content-Disposition names', () => {
    expect(dispositionFileName('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(dispositionFileName("attachment; filename*=UTF-8''%E5%90%8D%E5%8D%95.xlsx")).toBe('名单.xlsx');
    expect(dispositionFileName('attachment')).toBeNull();
    expect(dispositionFileName(null)).toBeNull();
  });
});
