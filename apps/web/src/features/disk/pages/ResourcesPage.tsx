import '../i18n/disk.register';
import {
  AppstoreOutlined,
  DeleteOutlined,
  FolderAddOutlined,
  SendOutlined,
  SwapOutlined,
  UnorderedListOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { DiskFolder, DiskResourceItem } from '@yanxiu/contract/disk';
import {
  DiskPreviewKind,
  DiskResourceType,
  DiskSort,
  type DiskPreviewKindValue,
  type DiskResourceTypeValue,
  type DiskSortValue,
} from '@yanxiu/contract/disk-enums';
import { DiskLimits, KEYWORD_MAX } from '@yanxiu/contract/limits';
import { Alert, Breadcrumb, Button, Empty, Flex, Input, Pagination, Popconfirm, Segmented, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { BoundedText } from '@/shared/ui/BoundedText';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useFolders } from '../api/folders';
import { useQuota } from '../api/quota';
import { RESOURCE_PAGE_SIZE, useDeleteItems, useResources } from '../api/resources';
import { FileIcon } from '../components/FileIcon';
import { FolderList } from '../components/FolderList';
import { FolderNameDialog, type FolderNaming } from '../components/FolderNameDialog';
import { IssueDialog, type IssueSubject } from '../components/IssueDialog';
import { MoveDialog, type MoveSubject } from '../components/MoveDialog';
import { QuotaBar } from '../components/QuotaBar';
import { RecycleDrawer } from '../components/RecycleDrawer';
import { ResourceGrid } from '../components/ResourceGrid';
import { diskAccess } from '../disk.access';
import { formatBytes } from '../model/bytes';
import { childFolders, folderPath } from '../model/folders';
import { usePageCursors } from '../model/use-page-cursors';

type Filters = { keyword?: string; resourceType?: DiskResourceTypeValue; previewKind?: DiskPreviewKindValue; sort: DiskSortValue };
type View = 'list' | 'grid';
const DEFAULT_RECYCLE_DAYS = 30;
// Widths past which a title or name is cut with "…" (the detail page shows it whole): the list keeps its other
// columns and its actions in sight whatever someone named a file.
const TITLE_WIDTH = 360;
const FILE_NAME_WIDTH = 200;
const TRAIL_NAME_WIDTH = 200;
/** File names are kept to 255 characters by the server; a cell never shows more than it can hold anyway. */
const FILE_NAME_SHOWN = 120;

/** The folder the address names (?folder=), or null for the top level. */
function folderOf(params: URLSearchParams): number | null {
  const value = Number(params.get('folder'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** /disk/index: my folders and resources, list or grid, searched, filtered, sorted and paged on the server. */
export default function ResourcesPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { canIssue } = useAccess(diskAccess);
  const [params, setParams] = useSearchParams();
  const folderId = folderOf(params);
  const [filters, setFilters] = useState<Filters>({ sort: 'newest' });
  const [view, setView] = useState<View>('list');
  const [selected, setSelected] = useState<number[]>([]);
  const [naming, setNaming] = useState<FolderNaming | null>(null);
  const [moving, setMoving] = useState<MoveSubject | null>(null);
  const [issuing, setIssuing] = useState<IssueSubject | null>(null);
  const [recycleOpen, setRecycleOpen] = useState(false);
  const paging = usePageCursors();
  const folders = useFolders();
  const quota = useQuota();
  const list = useResources({ ...filters, ...paging.filter, folderId: folderId ?? undefined });
  paging.remember(list.data);
  const remove = useDeleteItems();
  const recycleDays = quota.data?.recycleDays ?? DEFAULT_RECYCLE_DAYS;
  const allFolders = useMemo(() => folders.data?.folders ?? [], [folders.data]);
  const searching = Boolean(filters.keyword);
  const rows = list.data?.records ?? [];

  const changeFilters = (change: Partial<Filters>) => {
    setFilters((previous) => ({ ...previous, ...change }));
    setSelected([]);
    paging.reset();
  };
  const openFolder = (id: number | null) => {
    setParams(id === null ? {} : { folder: String(id) });
    setSelected([]);
    paging.reset();
  };
  const handleDelete = async (body: { resourceIds: number[]; folderIds: number[] }) => {
    try {
      const done = await remove.mutateAsync(body);
      notifier().success(t('disk.index.deleted', { count: done.resources + done.folders }));
      setSelected([]);
    } catch {
      // The request layer has shown why.
    }
  };

  const trail = folderPath(allFolders, folderId);
  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={searching ? t('disk.index.emptySearch') : t('disk.index.empty')}
      data-testid="disk-empty"
    />
  );
  const total = list.data?.total ?? 0;

  return (
    <PageFrame
      title={t('routes.diskIndex')}
      extra={
        <Space wrap>
          <Link to={folderId ? `/disk/upload?folder=${folderId}` : '/disk/upload'}>
            <Button type="primary" icon={<UploadOutlined />} data-testid="disk-upload-link">
              {t('disk.index.upload')}
            </Button>
          </Link>
          <Button
            icon={<FolderAddOutlined />}
            onClick={() => setNaming({ kind: 'create', parentId: folderId })}
            data-testid="disk-new-folder"
          >
            {t('disk.index.newFolder')}
          </Button>
          <Button icon={<DeleteOutlined />} onClick={() => setRecycleOpen(true)} data-testid="disk-recycle-open">
            {t('disk.index.recycle')}
          </Button>
        </Space>
      }
    >
      <QuotaBar />
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          maxLength={KEYWORD_MAX}
          style={{ maxWidth: 320 }}
          placeholder={t('disk.index.search')}
          aria-label={t('disk.index.search')}
          enterButton={t('disk.index.searchButton')}
          onSearch={(keyword) => changeFilters({ keyword: keyword.trim() || undefined })}
          data-testid="disk-search"
        />
        <Select<DiskResourceTypeValue>
          allowClear
          style={{ width: 140 }}
          placeholder={t('disk.index.typeFilter')}
          aria-label={t('disk.index.typeFilter')}
          options={DiskResourceType.options(locale)}
          value={filters.resourceType}
          onChange={(resourceType) => changeFilters({ resourceType })}
          data-testid="disk-type-filter"
        />
        <Select<DiskPreviewKindValue>
          allowClear
          style={{ width: 140 }}
          placeholder={t('disk.index.previewFilter')}
          aria-label={t('disk.index.previewFilter')}
          options={DiskPreviewKind.options(locale)}
          value={filters.previewKind}
          onChange={(previewKind) => changeFilters({ previewKind })}
        />
        <Select<DiskSortValue>
          style={{ width: 140 }}
          aria-label={t('disk.index.sort')}
          options={DiskSort.options(locale)}
          value={filters.sort}
          onChange={(sort) => changeFilters({ sort })}
          data-testid="disk-sort"
        />
        <Segmented<View>
          value={view}
          onChange={setView}
          aria-label={t('disk.index.viewLabel')}
          options={[
            { value: 'list', icon: <UnorderedListOutlined />, label: t('disk.index.viewList') },
            { value: 'grid', icon: <AppstoreOutlined />, label: t('disk.index.viewGrid') },
          ]}
          data-testid="disk-view"
        />
      </Flex>
      {searching ? (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('disk.index.searching', { keyword: filters.keyword })} />
      ) : (
        <Breadcrumb
          style={{ marginBottom: 12 }}
          data-testid="disk-folder-trail"
          items={[
            { title: trail.length === 0 ? t('disk.common.topLevel') : <a onClick={() => openFolder(null)}>{t('disk.common.topLevel')}</a> },
            ...trail.map((folder, index) => {
              const name = <BoundedText text={folder.name} max={DiskLimits.folderName} singleLine style={{ maxWidth: TRAIL_NAME_WIDTH }} />;
              return { title: index === trail.length - 1 ? name : <a onClick={() => openFolder(folder.id)}>{name}</a> };
            }),
          ]}
        />
      )}
      {folders.isError && <RetryAlert onRetry={() => void folders.refetch()} />}
      {!searching && (
        <FolderList
          folders={childFolders(allFolders, folderId)}
          recycleDays={recycleDays}
          onOpen={openFolder}
          onRename={(folder: DiskFolder) => setNaming({ kind: 'rename', id: folder.id, name: folder.name })}
          onMove={(folder) => setMoving({ resourceIds: [], folderIds: [folder.id] })}
          onDelete={(folder) => void handleDelete({ resourceIds: [], folderIds: [folder.id] })}
          onIssue={canIssue ? (folder) => setIssuing({ resourceIds: [], folderIds: [folder.id] }) : undefined}
        />
      )}
      {selected.length > 0 && (
        <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }} data-testid="disk-batch">
          <Typography.Text>{t('disk.index.selected', { count: selected.length })}</Typography.Text>
          <Button icon={<SwapOutlined />} onClick={() => setMoving({ resourceIds: selected, folderIds: [] })} data-testid="disk-batch-move">
            {t('disk.index.move')}
          </Button>
          {canIssue && (
            <Button
              icon={<SendOutlined />}
              onClick={() => setIssuing({ resourceIds: selected, folderIds: [] })}
              data-testid="disk-batch-issue"
            >
              {t('disk.index.issue')}
            </Button>
          )}
          <Popconfirm
            title={t('disk.index.deleteConfirm', { count: selected.length, days: recycleDays })}
            onConfirm={() => void handleDelete({ resourceIds: selected, folderIds: [] })}
          >
            <Button danger icon={<DeleteOutlined />} data-testid="disk-batch-delete">
              {t('disk.index.delete')}
            </Button>
          </Popconfirm>
        </Flex>
      )}
      {view === 'grid' ? (
        list.isError ? (
          <RetryAlert onRetry={() => void list.refetch()} />
        ) : (
          <>
            <ResourceGrid
              rows={rows}
              selected={selected}
              empty={list.isLoading ? null : empty}
              onSelect={(id, chosen) => setSelected((previous) => (chosen ? [...previous, id] : previous.filter((entry) => entry !== id)))}
            />
            {total > RESOURCE_PAGE_SIZE && (
              <Pagination
                style={{ marginTop: 16, textAlign: 'right' }}
                current={paging.filter.current}
                pageSize={RESOURCE_PAGE_SIZE}
                total={total}
                showSizeChanger={false}
                showTotal={(count) => paging.totalText(t, count, list.data)}
                onChange={paging.go}
              />
            )}
          </>
        )
      ) : (
        <ManagedTable<DiskResourceItem>
          list={list}
          testId="disk-resources"
          empty={empty}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (row) => ({ 'aria-label': t('disk.index.selectRow', { title: row.title }) }) as object,
          }}
          paging={{
            current: paging.filter.current,
            pageSize: RESOURCE_PAGE_SIZE,
            onChange: paging.go,
            totalText: (count) => paging.totalText(t, count, list.data),
          }}
          columns={[
            {
              title: t('disk.index.columns.title'),
              dataIndex: 'title',
              render: (title: string, row) => (
                <Space size={6}>
                  <FileIcon kind={row.previewKind} />
                  <Link to={`/disk/detail/${row.id}`} data-testid={`disk-resource-link-${row.id}`}>
                    <BoundedText text={title} max={DiskLimits.title} singleLine style={{ maxWidth: TITLE_WIDTH }} />
                  </Link>
                </Space>
              ),
            },
            {
              title: t('disk.index.columns.type'),
              dataIndex: 'resourceType',
              width: 90,
              render: (value: DiskResourceTypeValue) => DiskResourceType.label(value, locale),
            },
            {
              title: t('disk.index.columns.file'),
              dataIndex: 'fileName',
              render: (fileName: string) => (
                <BoundedText text={fileName} max={FILE_NAME_SHOWN} singleLine style={{ maxWidth: FILE_NAME_WIDTH }} />
              ),
            },
            { title: t('disk.index.columns.size'), dataIndex: 'size', width: 100, render: (value: number) => formatBytes(value, locale) },
            {
              title: t('disk.index.columns.createdAt'),
              dataIndex: 'createdAt',
              width: 150,
              render: (value: string) => formatDateTime(value),
            },
            {
              title: t('disk.common.actions'),
              key: 'actions',
              width: 140,
              render: (_, row) => (
                <Space size={0} wrap>
                  <Link to={`/disk/detail/${row.id}`}>
                    <Button size="small" type="link">
                      {t('disk.index.detail')}
                    </Button>
                  </Link>
                  <Link to={`/disk/edit/${row.id}`}>
                    <Button size="small" type="link" data-testid={`disk-edit-${row.id}`}>
                      {t('disk.index.edit')}
                    </Button>
                  </Link>
                </Space>
              ),
            },
          ]}
        />
      )}
      <FolderNameDialog naming={naming} onClose={() => setNaming(null)} />
      <MoveDialog
        subject={moving}
        onClose={(moved) => {
          setMoving(null);
          if (moved) setSelected([]);
        }}
      />
      {canIssue && <IssueDialog subject={issuing} onClose={() => setIssuing(null)} />}
      <RecycleDrawer open={recycleOpen} onClose={() => setRecycleOpen(false)} />
    </PageFrame>
  );
}
