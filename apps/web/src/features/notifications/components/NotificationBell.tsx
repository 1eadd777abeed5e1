import '../i18n/notifications.register';
import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { UNREAD_KEY, useUnreadCount } from '../api/notifications-api';
import { followUnreadCount } from '../api/unread-stream';

/** The header's bell: the unread count, kept live by the server's event stream; opens /my/notification. */
export function NotificationBell() {
  const { t } = useTranslation();
  const signedIn = useSession((session) => session.loginInfo !== null);
  const navigate = useNavigate();
  const client = useQueryClient();
  const unread = useUnreadCount(signedIn);
  useEffect(() => {
    if (!signedIn) return undefined;
    return followUnreadCount((count) => client.setQueryData(UNREAD_KEY, count));
  }, [client, signedIn]);
  if (!signedIn) return null;
  const count = unread.data ?? 0;
  return (
    <Badge count={count} size="small" overflowCount={99} data-testid="notification-bell-count">
      <Button
        type="text"
        icon={<BellOutlined />}
        aria-label={count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
        onClick={() => void navigate('/my/notification')}
        data-testid="notification-bell"
      />
    </Badge>
  );
}
