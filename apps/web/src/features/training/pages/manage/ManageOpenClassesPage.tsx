import '../../i18n/manage.register';
import { PlusOutlined } from '@ant-design/icons';
import type { OpenClass } from '@yanxiu/contract/training';
import { Button, Flex, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useDeleteOpenClass } from '../../api/manage-delete-open-class';
import { useManagedOpenClasses } from '../../api/manage-open-classes';
import { useSaveOpenClass } from '../../api/manage-save-open-class';
import { formatDateTime } from '../../components/common/format';
import { formatDuration } from '@/shared/format/duration';
import { KeywordSearch } from '../../components/manage/KeywordSearch';
import { OpenClassDialog, openClassBody } from '../../components/manage/OpenClassDialog';
import { staffListProps, staffRefusal } from '../../components/manage/staff-list';
import { trainingAccess } from '../../training.access';

/** Every recommended open class, hidden ones included, with edit, hide/show and delete. */
function ManageOpenClasses({ editing, onEdit }: { editing: OpenClass | 'new' | null; onEdit: (value: OpenClass | 'new' | null) => void }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`trainingManage.openClasses.${key}`);
  const [current, setCurrent] = useState(1);
  const [keyword, setKeyword] = useState('');
  const list = useManagedOpenClasses(current, keyword);
  const save = useSaveOpenClass();
  const remove = useDeleteOpenClass();

  return (
    <Flex vertical gap={12}>
      <KeywordSearch
        placeholder={c('keywordPlaceholder')}
        width={260}
        onSearch={(value) => {
          setKeyword(value);
          setCurrent(1);
        }}
      />
      <ManagedTable<OpenClass>
        list={list}
        testId="manage-open-classes"
        empty={c('empty')}
        {...staffListProps(t, current, setCurrent)}
        columns={[
          { title: c('name'), dataIndex: 'title' },
          {
            title: c('teacher'),
            key: 'teacher',
            render: (_, row) => t('common.withNote', { name: row.teacherName, note: row.schoolName }),
          },
          { title: c('grade'), dataIndex: 'grade' },
          { title: c('duration'), dataIndex: 'durationSeconds', render: (seconds: number) => formatDuration(seconds) },
          {
            title: c('published'),
            dataIndex: 'published',
            render: (published: boolean) => <Tag color={published ? 'success' : 'default'}>{c(published ? 'visible' : 'hidden')}</Tag>,
          },
          {
            title: c('recommendedAt'),
            key: 'recommended',
            render: (_, row) => `${formatDateTime(row.recommendedAt)} ${row.recommendedByName}`,
          },
          {
            title: t('trainingManage.common.actions'),
            key: 'actions',
            render: (_, row) => (
              <Flex gap={4}>
                <Button size="small" onClick={() => onEdit(row)} data-testid={`open-class-edit-${row.id}`}>
                  {t('trainingManage.common.edit')}
                </Button>
                <Button
                  size="small"
                  loading={save.isPending && save.variables?.id === row.id}
                  onClick={() =>
                    save.mutate(
                      { ...openClassBody(row), published: !row.published },
                      { onSuccess: () => notifier().success(t('trainingManage.common.saved')) },
                    )
                  }
                  data-testid={`open-class-toggle-${row.id}`}
                >
                  {c(row.published ? 'hide' : 'show')}
                </Button>
                <Popconfirm
                  title={c('deleteConfirm')}
                  onConfirm={() =>
                    remove.mutate({ id: row.id }, { onSuccess: () => notifier().success(t('trainingManage.common.deleted')) })
                  }
                >
                  <Button size="small" danger data-testid={`open-class-delete-${row.id}`}>
                    {t('trainingManage.common.delete')}
                  </Button>
                </Popconfirm>
              </Flex>
            ),
          },
        ]}
      />
      <OpenClassDialog editing={editing} onClose={() => onEdit(null)} />
    </Flex>
  );
}

/** /manage/openClasses (district admins): recommended open classes. */
export default function ManageOpenClassesPage() {
  const { t } = useTranslation();
  const district = useAccess(trainingAccess).canManageTenantTraining;
  const [editing, setEditing] = useState<OpenClass | 'new' | null>(null);
  return (
    <PageFrame
      title={t('routes.manageOpenClasses')}
      crumbs={[t('nav.manage')]}
      extra={
        district && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="open-class-create">
            {t('trainingManage.openClasses.create')}
          </Button>
        )
      }
    >
      <AccessGate accessible={district} {...staffRefusal(t, true)}>
        <ManageOpenClasses editing={editing} onEdit={setEditing} />
      </AccessGate>
    </PageFrame>
  );
}
