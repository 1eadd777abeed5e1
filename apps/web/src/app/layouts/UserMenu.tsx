import { LogoutOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../session-calls';
import { useSession } from '@/shared/session/session-store';

/** Keeps the name for screen readers while a phone's header shows the avatar alone. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** The signed-in user's name with account and sign-out; `compact` (a phone's header) shows the avatar alone. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
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
        <span style={compact ? VISUALLY_HIDDEN : undefined}>{teacherInfo?.name ?? ''}</span>
      </Button>
    </Dropdown>
  );
}
