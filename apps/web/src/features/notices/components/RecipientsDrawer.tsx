import type { ManagedNotice, NoticeOutstanding, NoticeRecipient } from '@yanxiu/contract/notices';
import { Drawer, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { MANAGE_PAGE_SIZE, useNoticeRecipients } from '../api/manage-notices';

/** Who of a notice's audience has not read it, or (when it asks for it) not acknowledged it. */
export function RecipientsDrawer({ notice, onClose }: { notice: ManagedNotice | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [outstanding, setOutstanding] = useState<NoticeOutstanding>('unread');
  const [current, setCurrent] = useState(1);
  const list = useNoticeRecipients(notice?.id ?? null, outstanding, current);
  return (
    <Drawer
      open={notice !== null}
      onClose={onClose}
      size="large"
      title={notice ? t('notices.manage.recipients.title', { title: notice.title }) : ''}
      destroyOnHidden
    >
      {notice?.requiresAck && (
        <Segmented<NoticeOutstanding>
          style={{ marginBottom: 12 }}
          value={outstanding}
          onChange={(value) => {
            setOutstanding(value);
            setCurrent(1);
          }}
          options={[
            { value: 'unread', label: t('notices.manage.recipients.unread') },
            { value: 'unacknowledged', label: t('notices.manage.recipients.unacknowledged') },
          ]}
        />
      )}
      <ManagedTable<NoticeRecipient>
        list={list}
        rowKey="userId"
        testId="notice-recipients"
        empty={t('notices.manage.recipients.empty')}
        paging={{
          current,
          pageSize: MANAGE_PAGE_SIZE,
          onChange: setCurrent,
          totalText: (total) => t('notices.manage.recipients.total', { total }),
        }}
        columns={[
          { title: t('notices.manage.recipients.name'), dataIndex: 'name' },
          { title: t('notices.manage.recipients.unit'), dataIndex: 'unitName' },
        ]}
      />
    </Drawer>
  );
}
