import type { DevelopmentType } from '@yanxiu/contract/development-model';
import { Button, Flex, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { useDeleteConfigType } from '../../api/config/delete-type';
import { useConfigTypes } from '../../api/config/list-types';
import { EditDeleteActions } from './EditDeleteActions';
import { labelled } from './labelled';
import { TypeDialog } from './TypeDialog';

/** Development types: the list, create, edit and delete. */
export function TypesPanel() {
  const { t } = useTranslation();
  const types = useConfigTypes();
  const remove = useDeleteConfigType();
  const [editing, setEditing] = useState<DevelopmentType | 'new' | null>(null);

  return (
    <Flex vertical gap={12}>
      <Space>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="config-type-create">
          {t('developmentConfig.types.create')}
        </Button>
      </Space>
      <ManagedTable<DevelopmentType>
        list={types}
        rowKey="code"
        testId="config-types"
        empty={t('developmentConfig.types.empty')}
        columns={[
          { title: t('developmentConfig.fields.code'), dataIndex: 'code' },
          { title: t('developmentConfig.fields.name'), key: 'name', render: (_, type) => labelled(type) },
          { title: t('developmentConfig.fields.sort'), dataIndex: 'sort' },
          {
            title: t('developmentConfig.fields.enabled'),
            dataIndex: 'enabled',
            render: (enabled: boolean) => (
              <Tag color={enabled ? 'success' : 'default'}>{t(enabled ? 'developmentConfig.on' : 'developmentConfig.off')}</Tag>
            ),
          },
          {
            title: t('developmentConfig.actions'),
            key: 'actions',
            render: (_, type) => (
              <EditDeleteActions
                onEdit={() => setEditing(type)}
                deleteConfirm={t('developmentConfig.deleteConfirm', { name: labelled(type) })}
                onDelete={() => remove.mutate({ code: type.code }, { onSuccess: () => notifier().success(t('developmentConfig.deleted')) })}
              />
            ),
          },
        ]}
      />
      {editing && <TypeDialog type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
