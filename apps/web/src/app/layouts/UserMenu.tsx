import { LogoutOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../session-calls';
import { useSession } from '@/shared/session/session-store';

/** The signed-in user's name with account and sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const teacherInfo = useSession((session) => session.teacherInfo);
  return (
    <Dropdown
      menu={{
        items: [
          { key: 'account', icon: <SafetyOutlined />, label: t('routes.account') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('common.logout'), danger: true },
        ],
        onClick: ({ key }) => (key === 'logout' ? void logout() : navigate('/account')),
      }}
    >
      <Button type="text" data-testid="user-menu" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Avatar size="small" icon={<UserOutlined />} />
        <span>{teacherInfo?.name ?? ''}</span>
      </Button>
    </Dropdown>
  );
}
