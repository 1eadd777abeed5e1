import { Empty, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { PAGE_SIZE } from '@/shared/config/constants';
import { RetryAlert } from './RetryAlert';

/** What a managed table needs of its query: a page of records (server-paged lists) or the whole list (short ones). */
export type ManagedList<T> = {
  isError: boolean;
  isFetching: boolean;
  data?: { records: T[]; total: number } | T[];
  refetch: () => unknown;
};

/** Server paging: the page shown, where a change goes, and how the total reads ("共 12 条"). */
export type ManagedPaging = { current: number; onChange: (page: number) => void; totalText: (count: number) => string; pageSize?: number };

export type ManagedTableProps<T> = {
  list: ManagedList<T>;
  columns: NonNullable<TableProps<T>['columns']>;
  testId?: string;
  /** A plain text is shown in the simple empty picture; a node is shown as it is. */
  empty: ReactNode;
  /** Each row's key; `id` unless told. */
  rowKey?: NonNullable<TableProps<T>['rowKey']>;
  /** Pages on the server (10 a page unless told); without it the whole list shows on one page. */
  paging?: ManagedPaging;
  /** The retry alert's title when the read failed (the generic message unless told). */
  failedTitle?: string;
} & Pick<TableProps<T>, 'size' | 'scroll' | 'rowSelection' | 'onRow'>;

/** The staff and configuration lists: the retry alert when the read fails, else the table of what was read. */
export function ManagedTable<T extends object>({ list, columns, testId, empty, rowKey = 'id', paging, failedTitle, ...rest }: ManagedTableProps<T>) {
  if (list.isError) return <RetryAlert title={failedTitle} onRetry={() => void list.refetch()} />;
  const { data } = list;
  return (
    <Table<T>
      rowKey={rowKey}
      data-testid={testId}
      loading={list.isFetching}
      dataSource={(Array.isArray(data) ? data : data?.records) ?? []}
      locale={{ emptyText: typeof empty === 'string' ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> : empty }}
      pagination={
        paging
          ? {
              current: paging.current,
              pageSize: paging.pageSize ?? PAGE_SIZE,
              total: Array.isArray(data) ? data.length : (data?.total ?? 0),
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: paging.totalText,
              onChange: paging.onChange,
            }
          : false
      }
      columns={columns}
      {...rest}
    />
  );
}
