import '../i18n/disk.register';
import { CloudOutlined } from '@ant-design/icons';
import type { StoredFileInfo } from '@yanxiu/contract/files';
import { Alert, Button, Empty, Flex, Input, List, Modal, Pagination, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { useCopyResourceToFile, useResources, RESOURCE_PAGE_SIZE } from '../api/resources';
import { formatBytes } from '../model/bytes';
import { usePageCursors } from '../model/use-page-cursors';
import { FileIcon } from './FileIcon';

export type DiskFilePickerProps = {
  /** A stored file of the caller holding a copy of the chosen resource's bytes. */
  onPicked: (file: StoredFileInfo) => void;
  disabled?: boolean;
  testId?: string;
};

/**
 * A button opening the caller's disk (the top level, or every folder while searching); choosing a resource copies it
 * to a stored file of theirs (a document), which the form then holds like an uploaded one.
 */
export default function DiskFilePicker({ onPicked, disabled = false, testId = 'disk-picker' }: DiskFilePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<CloudOutlined />} disabled={disabled} onClick={() => setOpen(true)} data-testid={`${testId}-open`}>
        {t('disk.picker.open')}
      </Button>
      {open && (
        <PickerDialog
          testId={testId}
          onClose={() => setOpen(false)}
          onPicked={(file) => {
            setOpen(false);
            onPicked(file);
          }}
        />
      )}
    </>
  );
}

function PickerDialog({ testId, onClose, onPicked }: { testId: string; onClose: () => void; onPicked: (file: StoredFileInfo) => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [keyword, setKeyword] = useState('');
  const paging = usePageCursors();
  const list = useResources({ ...paging.filter, keyword: keyword || undefined });
  paging.remember(list.data);
  const copy = useCopyResourceToFile();
  const rows = list.data?.records ?? [];

  const body = () => {
    if (list.isPending) {
      return (
        <Flex justify="center" align="center" gap={8} style={{ padding: 24 }} aria-busy="true" data-testid={`${testId}-loading`}>
          <Spin />
          <Typography.Text type="secondary">{t('disk.picker.loading')}</Typography.Text>
        </Flex>
      );
    }
    if (list.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('disk.picker.failed')}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('disk.picker.retry')}
            </Button>
          }
        />
      );
    }
    if (rows.length === 0) return <Empty description={keyword ? t('disk.picker.noMatch') : t('disk.picker.empty')} />;
    return (
      <List
        size="small"
        bordered
        aria-label={t('disk.picker.title')}
        dataSource={rows}
        data-testid={`${testId}-list`}
        renderItem={(row) => (
          <List.Item
            actions={[
              <Button
                key="choose"
                size="small"
                type="link"
                loading={copy.isPending && copy.variables?.resourceId === row.id}
                disabled={copy.isPending}
                aria-label={t('disk.picker.chooseRow', { title: row.title })}
                onClick={() => copy.mutate({ resourceId: row.id }, { onSuccess: onPicked })}
              >
                {t('disk.picker.choose')}
              </Button>,
            ]}
          >
            <Flex gap={8} align="center" style={{ minWidth: 0 }}>
              <FileIcon kind={row.previewKind} />
              <Typography.Text ellipsis style={{ maxWidth: 280 }} title={row.fileName}>
                {row.title}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                {formatBytes(row.size, locale)}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    );
  };

  return (
    <Modal
      open
      title={t('disk.picker.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={640}
      data-testid={`${testId}-dialog`}
    >
      <Flex vertical gap={12}>
        <Input.Search
          allowClear
          placeholder={t('disk.picker.search')}
          aria-label={t('disk.picker.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            paging.reset();
          }}
        />
        {!keyword && <Typography.Text type="secondary">{t('disk.picker.hint')}</Typography.Text>}
        {body()}
        {(list.data?.total ?? 0) > RESOURCE_PAGE_SIZE && (
          <Pagination
            size="small"
            align="end"
            current={paging.filter.current}
            pageSize={RESOURCE_PAGE_SIZE}
            total={list.data?.total ?? 0}
            showSizeChanger={false}
            showTotal={(total) => paging.totalText(t, total, list.data)}
            onChange={paging.go}
          />
        )}
      </Flex>
    </Modal>
  );
}
