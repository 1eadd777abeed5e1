import type { DiskRecycledItem } from '@yanxiu/contract/disk';
import { Button, Drawer, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { RECYCLE_PAGE_SIZE, usePurgeResources, useRecycleBin, useRestoreResources } from '../api/recycle';
import { usePageCursors } from '../model/use-page-cursors';

/** The recycle bin: deleted resources with the day they go for good; restore or delete them for good now. */
export function RecycleDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const paging = usePageCursors();
  const list = useRecycleBin(paging.filter, open);
  paging.remember(list.data);
  const restore = useRestoreResources();
  const purge = usePurgeResources();

  const handle = async (action: 'restore' | 'purge', row: DiskRecycledItem) => {
    try {
      await (action === 'restore' ? restore : purge).mutateAsync([row.id]);
      notifier().success(t(action === 'restore' ? 'disk.recycle.restored' : 'disk.recycle.purged'));
    } catch {
      // The request layer has shown why.
    }
  };

  return (
    <Drawer open={open} onClose={onClose} size="large" title={t('disk.recycle.title')} destroyOnHidden>
      <ManagedTable<DiskRecycledItem>
        list={list}
        testId="disk-recycle"
        empty={t('disk.recycle.empty')}
        paging={{
          current: paging.filter.current,
          pageSize: RECYCLE_PAGE_SIZE,
          onChange: paging.go,
          totalText: (total) => paging.totalText(t, total, list.data),
        }}
        columns={[
          { title: t('disk.recycle.columns.title'), dataIndex: 'title' },
          {
            title: t('disk.recycle.columns.deletedAt'),
            dataIndex: 'deletedAt',
            width: 150,
            render: (value: string) => formatDateTime(value),
          },
          { title: t('disk.recycle.columns.purgeAt'), dataIndex: 'purgeAt', width: 150, render: (value: string) => formatDateTime(value) },
          {
            title: t('disk.common.actions'),
            key: 'actions',
            width: 180,
            render: (_, row) => (
              <Space size={0} wrap>
                <Button size="small" type="link" onClick={() => void handle('restore', row)} data-testid={`disk-restore-${row.id}`}>
                  {t('disk.recycle.restore')}
                </Button>
                <Popconfirm title={t('disk.recycle.purgeConfirm')} onConfirm={() => void handle('purge', row)}>
                  <Button size="small" type="link" danger data-testid={`disk-purge-${row.id}`}>
                    {t('disk.recycle.purge')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
