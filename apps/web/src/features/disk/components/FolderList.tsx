import { FolderOutlined } from '@ant-design/icons';
import type { DiskFolder } from '@yanxiu/contract/disk';
import { DiskLimits } from '@yanxiu/contract/limits';
import { Button, Card, Flex, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BoundedText } from '@/shared/ui/BoundedText';

export type FolderListProps = {
  folders: DiskFolder[];
  onOpen: (id: number) => void;
  onRename: (folder: DiskFolder) => void;
  onMove: (folder: DiskFolder) => void;
  onDelete: (folder: DiskFolder) => void;
  /** Offered to staff only. */
  onIssue?: (folder: DiskFolder) => void;
  recycleDays: number;
};

/** The folders inside the folder shown, each with its actions in sight (they wrap under the name on a phone). */
export function FolderList({ folders, onOpen, onRename, onMove, onDelete, onIssue, recycleDays }: FolderListProps) {
  const { t } = useTranslation();
  if (folders.length === 0) return null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }} data-testid="disk-folders" aria-label={t('disk.index.folders')} role="list">
      {folders.map((folder) => (
        <Card key={folder.id} size="small" role="listitem" data-testid={`disk-folder-${folder.id}`}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Button
              type="link"
              icon={<FolderOutlined />}
              onClick={() => onOpen(folder.id)}
              aria-label={t('disk.index.openFolder', { name: folder.name })}
              style={{ paddingInline: 0 }}
              data-testid="disk-folder-open"
            >
              <Typography.Text strong>
                <BoundedText text={folder.name} max={DiskLimits.folderName} singleLine style={{ maxWidth: 360 }} />
              </Typography.Text>
            </Button>
            <Space size={0} wrap>
              <Button size="small" type="link" onClick={() => onRename(folder)}>
                {t('disk.index.rename')}
              </Button>
              <Button size="small" type="link" onClick={() => onMove(folder)}>
                {t('disk.index.move')}
              </Button>
              {onIssue && (
                <Button size="small" type="link" onClick={() => onIssue(folder)} data-testid={`disk-folder-issue-${folder.id}`}>
                  {t('disk.index.issue')}
                </Button>
              )}
              <Popconfirm title={t('disk.index.deleteConfirm', { count: 1, days: recycleDays })} onConfirm={() => onDelete(folder)}>
                <Button size="small" type="link" danger>
                  {t('disk.index.delete')}
                </Button>
              </Popconfirm>
            </Space>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
