import type { PostType } from '@yanxiu/contract/development-model';
import { Button, Flex, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '@/shared/basecode/code-label';
import { useCodeTable } from '@/shared/basecode/find-code-by-type-code';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { useDeletePostType } from '../../api/config/delete-post-type';
import { useConfigPostTypes } from '../../api/config/list-post-types';
import { useConfigTypes } from '../../api/config/list-types';
import { EditDeleteActions } from './EditDeleteActions';
import { labelled } from './labelled';
import { PostTypeDialog } from './PostTypeDialog';

/** Post types: their sections and development type; create, edit and delete. */
export function PostTypesPanel() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const postTypes = useConfigPostTypes();
  const types = useConfigTypes();
  const sections = useCodeTable('section');
  const remove = useDeletePostType();
  const [editing, setEditing] = useState<PostType | 'new' | null>(null);
  const typeName = (code: string | null) => {
    if (code === null) return t('developmentConfig.postTypes.common');
    const type = types.data?.find((item) => item.code === code);
    return type ? labelled(type) : code;
  };

  return (
    <Flex vertical gap={12}>
      <Space>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="config-post-type-create">
          {t('developmentConfig.postTypes.create')}
        </Button>
      </Space>
      <ManagedTable<PostType>
        list={postTypes}
        rowKey="code"
        testId="config-post-types"
        empty={t('developmentConfig.postTypes.empty')}
        columns={[
          { title: t('developmentConfig.fields.code'), dataIndex: 'code' },
          { title: t('developmentConfig.fields.name'), key: 'name', render: (_, postType) => labelled(postType) },
          {
            title: t('developmentConfig.postTypes.type'),
            dataIndex: 'developmentTypeCode',
            render: (code: string | null) => typeName(code),
          },
          {
            title: t('developmentConfig.postTypes.sections'),
            dataIndex: 'sectionCodes',
            render: (codes: string[]) => codes.map((code) => <Tag key={code}>{codeLabel(sections.data, code, locale)}</Tag>),
          },
          { title: t('developmentConfig.postTypes.pathLength'), dataIndex: 'phaseCodes', render: (codes: string[]) => codes.length },
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
            render: (_, postType) => (
              <EditDeleteActions
                onEdit={() => setEditing(postType)}
                deleteConfirm={t('developmentConfig.postTypes.deleteConfirm', { name: labelled(postType) })}
                onDelete={() =>
                  remove.mutate({ code: postType.code }, { onSuccess: () => notifier().success(t('developmentConfig.deleted')) })
                }
              />
            ),
          },
        ]}
      />
      {editing && (
        <PostTypeDialog postType={editing === 'new' ? null : editing} types={types.data ?? []} onClose={() => setEditing(null)} />
      )}
    </Flex>
  );
}
