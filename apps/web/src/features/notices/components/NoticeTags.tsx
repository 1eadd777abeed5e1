import type { NoticeListItem } from '@yanxiu/contract/notices';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The state tags of a notice for its reader: unread, pinned, and whether an acknowledgement is still owed. */
export function NoticeTags({ notice }: { notice: NoticeListItem }) {
  const { t } = useTranslation();
  return (
    <>
      {!notice.read && <Tag color="red">{t('notices.list.unread')}</Tag>}
      {notice.pinned && <Tag color="gold">{t('notices.list.pinned')}</Tag>}
      {notice.requiresAck &&
        (notice.acknowledged ? (
          <Tag color="green">{t('notices.list.acknowledged')}</Tag>
        ) : (
          <Tag color="orange">{t('notices.list.needsAck')}</Tag>
        ))}
    </>
  );
}
