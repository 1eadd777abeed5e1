import '../../i18n/manage.register';
import { PlusOutlined } from '@ant-design/icons';
import type { StudioSummary } from '@yanxiu/contract/training';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useStudios } from '../../api/get-studios';
import { KeywordSearch } from '../../components/manage/KeywordSearch';
import { staffListProps, staffRefusal } from '../../components/manage/staff-list';
import { StudioDialog } from '../../components/manage/StudioDialog';
import { trainingAccess } from '../../training.access';

/** The tenant's studios, with create and edit. */
function ManageStudios({ editing, onEdit }: { editing: number | 'new' | null; onEdit: (id: number | 'new' | null) => void }) {
  const { t } = useTranslation();
  const s = (key: string) => t(`trainingManage.studios.${key}`);
  const [current, setCurrent] = useState(1);
  const [keyword, setKeyword] = useState('');
  const list = useStudios({ current, keyword: keyword || undefined });

  return (
    <Flex vertical gap={12}>
      <KeywordSearch
        placeholder={s('keywordPlaceholder')}
        width={260}
        onSearch={(value) => {
          setKeyword(value);
          setCurrent(1);
        }}
      />
      <ManagedTable<StudioSummary>
        list={list}
        testId="manage-studios"
        empty={s('empty')}
        {...staffListProps(t, current, setCurrent)}
        columns={[
          { title: s('name'), dataIndex: 'name' },
          {
            title: s('lead'),
            key: 'lead',
            render: (_, studio) => t('common.withNote', { name: studio.leadName, note: studio.leadSchoolName }),
          },
          { title: s('memberCount'), dataIndex: 'memberCount' },
          { title: s('programmeCount'), dataIndex: 'programmeCount' },
          {
            title: t('trainingManage.common.actions'),
            key: 'actions',
            render: (_, studio) => (
              <Button size="small" onClick={() => onEdit(studio.id)} data-testid={`studio-edit-${studio.id}`}>
                {t('trainingManage.common.edit')}
              </Button>
            ),
          },
        ]}
      />
      <StudioDialog studioId={editing} onClose={() => onEdit(null)} />
    </Flex>
  );
}

/** /manage/studios (district admins): master-teacher studios, create and edit. */
export default function ManageStudiosPage() {
  const { t } = useTranslation();
  const district = useAccess(trainingAccess).canManageTenantTraining;
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return (
    <PageFrame
      title={t('routes.manageStudios')}
      crumbs={[t('nav.manage')]}
      extra={
        district && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="studio-create">
            {t('trainingManage.studios.create')}
          </Button>
        )
      }
    >
      <AccessGate accessible={district} {...staffRefusal(t, true)}>
        <ManageStudios editing={editing} onEdit={setEditing} />
      </AccessGate>
    </PageFrame>
  );
}
