import type {
  DiskIssuesPage,
  DiskReceivedDetail,
  DiskReceivedPage,
  DiskResourceDetail,
  DiskResourceItem,
  DiskResourcesPage,
} from '@yanxiu/contract/disk';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import DetailPage from './DetailPage';
import DistributedPage from './DistributedPage';
import ReceivedPage from './ReceivedPage';
import ResourcesPage from './ResourcesPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const at = '2026-11-20T02:00:00.000Z';
const resource: DiskResourceItem = {
  id: 11,
  title: '《春》教学设计',
  folderId: null,
  resourceType: 'lessonPlan',
  tags: ['朱自清'],
  sectionCode: null,
  subjectCode: null,
  fileName: 'chun.pdf',
  contentType: 'application/pdf',
  size: 2048,
  previewKind: 'pdf',
  createdAt: at,
  updatedAt: at,
};
const page = (records: DiskResourceItem[]): DiskResourcesPage => ({
  records,
  total: records.length,
  current: 1,
  size: 10,
  totalIsLowerBound: false,
  nextCursor: null,
});
const quota = {
  user: { usedBytes: 2048, reservedBytes: 0, limitBytes: 1024 ** 3 },
  school: null,
  maxFileBytes: 1024 ** 3,
  recycleDays: 30,
};
const folders = { folders: [{ id: 3, name: '七年级语文', parentId: null, createdAt: at }] };

function diskApi(extra: (path: string, query: URLSearchParams) => unknown = () => undefined) {
  return fakeApi((call) => {
    const answer = extra(call.path, call.query);
    if (answer !== undefined) return answer;
    if (call.path === ApiPaths.diskQuota) return quota;
    if (call.path === ApiPaths.diskFolders) return folders;
    if (call.path === ApiPaths.diskResources) return page([resource]);
    if (call.path === ApiPaths.findSubjectAndSection) return [];
    return { resources: 1, folders: 0 };
  });
}

describe('my resources', () => {
  test('lists the folder’s resources and folders, offers staff to issue a folder, and moves the chosen ones into a folder', async () => {
    await signInWith(['teacher', 'school_admin']);
    const api = diskApi();
    renderAt('/disk/index', <ResourcesPage />, '/disk/index');
    expect((await screen.findByTestId('disk-resource-link-11')).getAttribute('href')).toBe('/disk/detail/11');
    expect(screen.getByTestId('disk-folder-issue-3')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('选择 《春》教学设计'));
    fireEvent.click(await screen.findByTestId('disk-batch-move'));
    await screen.findByTestId('disk-move-target');
    fireEvent.click(screen.getByTestId('disk-move-submit'));
    await waitFor(() =>
      expect(api.of(ApiPaths.diskMove).map((call) => call.body)).toEqual([{ resourceIds: [11], folderIds: [], targetFolderId: null }]),
    );
  });
});

describe('a resource', () => {
  const detail = (change: Partial<DiskResourceDetail>): DiskResourceDetail => ({
    ...resource,
    description: '',
    version: 1,
    ownerName: '李老师',
    preview: { kind: 'pdf', status: 'ready' },
    links: { downloadUrl: '/api/disk/files/11?variant=original', previewUrl: '/api/disk/files/11?variant=inline', expiresAt: at },
    mine: true,
    ...change,
  });

  test('a PDF shows in the browser’s viewer, with a download and (for the owner) edit', async () => {
    await signInWith(['teacher']);
    diskApi((path) => (path === ApiPaths.diskResource ? detail({}) : undefined));
    renderAt('/disk/detail/:id', <DetailPage />, '/disk/detail/11');
    expect((await screen.findByTestId('disk-preview-pdf')).getAttribute('src')).toBe('/api/disk/files/11?variant=inline');
    expect(screen.getByTestId('disk-download').getAttribute('href')).toBe('/api/disk/files/11?variant=original');
    expect(screen.getByTestId('disk-detail-edit')).toBeTruthy();
  });

  test('an Office file on a server without LibreOffice says how to enable previews, and still downloads', async () => {
    await signInWith(['teacher']);
    diskApi((path) =>
      path === ApiPaths.diskResource
        ? detail({
            previewKind: 'office',
            preview: { kind: 'office', status: 'notEnabled' },
            links: { downloadUrl: '/d', previewUrl: null, expiresAt: at },
            mine: false,
          })
        : undefined,
    );
    renderAt('/disk/detail/:id', <DetailPage />, '/disk/detail/11?issue=4');
    expect((await screen.findByTestId('disk-preview-not-enabled')).textContent).toContain('LibreOffice');
    expect(screen.getByTestId('disk-download').getAttribute('href')).toBe('/d');
    expect(screen.queryByTestId('disk-detail-edit')).toBeNull();
  });

  test('a resource that is not the caller’s shows as missing', async () => {
    await signInWith(['teacher']);
    fakeApi(() => refusal(404, 4004, '请求的内容不存在'));
    renderAt('/disk/detail/:id', <DetailPage />, '/disk/detail/99');
    await screen.findByTestId('disk-missing');
  });
});

describe('issuing', () => {
  test('a teacher who types the address of the issuer’s page is refused', async () => {
    await signInWith(['teacher']);
    diskApi();
    renderAt('/disk/distributed', <DistributedPage />, '/disk/distributed');
    await screen.findByTestId('disk-distributed-denied');
  });

  test('the issuer sees recipients counted by state and reminds the rest', async () => {
    const shown = await signInWith(['district_admin']);
    const issues: DiskIssuesPage = {
      records: [
        {
          id: 4,
          title: '期末复习资料',
          folderTitle: false,
          resources: 3,
          message: '',
          ackDeadline: at,
          issuedAt: at,
          withdrawnAt: null,
          recipients: 12,
          opened: 5,
          downloaded: 3,
          acknowledged: 2,
        },
      ],
      total: 1,
      current: 1,
      size: 10,
      totalIsLowerBound: false,
      nextCursor: null,
    };
    const api = diskApi((path) =>
      path === ApiPaths.diskIssues ? issues : path === ApiPaths.diskIssueRemind ? { reminded: 10 } : undefined,
    );
    renderAt('/disk/distributed', <DistributedPage />, '/disk/distributed');
    expect((await screen.findByTestId('disk-issue-acknowledged-4')).textContent).toBe('2');
    expect(screen.getByText('期末复习资料 等 3 项')).toBeTruthy();
    fireEvent.click(screen.getByTestId('disk-issue-remind-4'));
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '已提醒 10 人' }));
    expect(api.of(ApiPaths.diskIssueRemind).map((call) => call.body)).toEqual([{ id: 4 }]);
  });

  test('an issued folder reads as the folder and its file count in the received list and the drawer, not as its first file', async () => {
    await signInWith(['teacher']);
    const item = {
      id: 7,
      title: '学期计划',
      folderTitle: true,
      resources: 3,
      message: '',
      senderName: '王主任',
      senderUnitName: '演示区教育委员会',
      issuedAt: at,
      ackDeadline: null,
      requiresAck: false,
      openedAt: null,
      acknowledgedAt: null,
    };
    diskApi((path) => {
      if (path === ApiPaths.diskReceived)
        return { records: [item], total: 1, current: 1, size: 10, totalIsLowerBound: false, nextCursor: null } satisfies DiskReceivedPage;
      if (path === ApiPaths.diskReceivedDetail) return { ...item, openedAt: at, items: [] } satisfies DiskReceivedDetail;
      return undefined;
    });
    renderAt('/disk/received', <ReceivedPage />, '/disk/received');
    const row = await screen.findByTestId('disk-received-7');
    expect(within(row).getByText('学期计划（3 个文件）')).toBeTruthy();
    fireEvent.click(screen.getByTestId('disk-received-open-7'));
    expect(await screen.findByRole('dialog', { name: '学期计划（3 个文件）' })).toBeTruthy();
  });

  test('a recipient opens what was issued and acknowledges it', async () => {
    await signInWith(['teacher']);
    const item = {
      id: 4,
      title: '期末复习资料',
      folderTitle: false,
      resources: 1,
      message: '请查收',
      senderName: '王主任',
      senderUnitName: '演示区教育委员会',
      issuedAt: at,
      ackDeadline: at,
      requiresAck: true,
      openedAt: null,
      acknowledgedAt: null,
    };
    let acknowledgedAt: string | null = null;
    const api = diskApi((path) => {
      if (path === ApiPaths.diskReceived)
        return { records: [item], total: 1, current: 1, size: 10, totalIsLowerBound: false, nextCursor: null } satisfies DiskReceivedPage;
      if (path === ApiPaths.diskReceivedDetail) {
        return {
          ...item,
          openedAt: at,
          acknowledgedAt,
          items: [
            { ...resource, preview: { kind: 'pdf', status: 'ready' }, links: { downloadUrl: '/d', previewUrl: '/p', expiresAt: at } },
          ],
        } satisfies DiskReceivedDetail;
      }
      if (path === ApiPaths.diskReceivedAcknowledge) {
        acknowledgedAt = at;
        return { id: 4, acknowledgedAt };
      }
      return undefined;
    });
    renderAt('/disk/received', <ReceivedPage />, '/disk/received');
    const row = await screen.findByTestId('disk-received-4');
    expect(row.getAttribute('data-read')).toBe('false');
    expect(within(row).getByText('未读')).toBeTruthy();
    fireEvent.click(screen.getByTestId('disk-received-open-4'));
    const items = await screen.findByTestId('disk-received-items');
    expect(within(items).getByRole('link', { name: /预览/ }).getAttribute('href')).toBe('/disk/detail/11?issue=4');
    fireEvent.click(screen.getByTestId('disk-received-acknowledge'));
    await screen.findByTestId('disk-received-acknowledged');
    expect(api.of(ApiPaths.diskReceivedAcknowledge).map((call) => call.body)).toEqual([{ id: 4 }]);
  });
});
