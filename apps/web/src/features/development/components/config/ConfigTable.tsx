import { Button, Empty, Popconfirm, Space, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/shared/ui/RetryAlert';

type Props<T> = {
  list: { isError: boolean; isFetching: boolean; data?: T[]; refetch: () => unknown };
  rowKey: NonNullable<TableProps<T>['rowKey']>;
  testId: string;
  empty: string;
  columns: NonNullable<TableProps<T>['columns']>;
} & Pick<TableProps<T>, 'scroll' | 'rowSelection' | 'onRow'>;

/** A small, unpaged table of configuration (the lists are short), or the retry alert when its read failed. */
export function ConfigTable<T extends object>({ list, rowKey, testId, empty, columns, ...rest }: Props<T>) {
  if (list.isError) return <RetryAlert onRetry={() => void list.refetch()} />;
  return (
    <Table<T>
      rowKey={rowKey}
      size="small"
      data-testid={testId}
      loading={list.isFetching}
      dataSource={list.data ?? []}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      columns={columns}
      {...rest}
    />
  );
}

/** A row's edit button and its delete button behind a confirmation. */
export function EditDeleteActions({ onEdit, deleteConfirm, onDelete }: { onEdit: () => void; deleteConfirm: string; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button size="small" onClick={onEdit}>
        {t('developmentConfig.edit')}
      </Button>
      <Popconfirm title={deleteConfirm} onConfirm={onDelete}>
        <Button size="small" danger>
          {t('developmentConfig.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
