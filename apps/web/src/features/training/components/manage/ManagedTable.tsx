import { Empty, Input, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { TRAINING_PAGE_SIZE } from '../../api/get-catalogue';

/** What the staff lists need of a paged query result. */
export type PagedQuery<T> = {
  isError: boolean;
  isFetching: boolean;
  data?: { records: T[]; total: number };
  refetch: () => unknown;
};

/** The keyword box of a staff list: hands the trimmed keyword over (the callers then go back to page 1). */
export function KeywordSearch({ placeholder, width, onSearch, testId }: { placeholder: string; width: number; onSearch: (keyword: string) => void; testId?: string }) {
  return (
    <Input.Search
      allowClear
      maxLength={50}
      placeholder={placeholder}
      aria-label={placeholder}
      style={{ width }}
      onSearch={(value) => onSearch(value.trim())}
      data-testid={testId}
    />
  );
}

export type ManagedTableProps<T> = {
  list: PagedQuery<T>;
  columns: NonNullable<TableProps<T>['columns']>;
  testId?: string;
  /** A plain text is shown in the simple empty picture; a node is shown as it is. */
  empty: ReactNode;
  current: number;
  onPageChange: (page: number) => void;
} & Pick<TableProps<T>, 'size' | 'rowSelection'>;

/** A staff list: server-paged (10 a page), the retry alert when the read fails, scrolling sideways on narrow screens. */
export function ManagedTable<T extends { id: number | string }>({ list, columns, testId, empty, current, onPageChange, ...rest }: ManagedTableProps<T>) {
  const { t } = useTranslation();
  if (list.isError) return <RetryAlert title={t('trainingManage.common.loadFailed')} onRetry={() => void list.refetch()} />;
  return (
    <Table<T>
      rowKey="id"
      data-testid={testId}
      loading={list.isFetching}
      dataSource={list.data?.records ?? []}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: typeof empty === 'string' ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> : empty }}
      pagination={{
        current,
        pageSize: TRAINING_PAGE_SIZE,
        total: list.data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (count) => t('trainingManage.common.total', { count }),
        onChange: onPageChange,
      }}
      columns={columns}
      {...rest}
    />
  );
}
