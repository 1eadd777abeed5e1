import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** A row's edit button and its delete button behind a confirmation. */
export function EditDeleteActions({
  onEdit,
  deleteConfirm,
  onDelete,
}: {
  onEdit: () => void;
  deleteConfirm: string;
  onDelete: () => void;
}) {
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
