import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useRoles } from '@/shared/session/access';
import { pathOf } from '../route-table';
import { MENU, MENU_ITEM_ROLES, menuPlace, menuVisible } from './menu';

/** Navigation for every area: horizontal on wide screens, inline in the phone drawer. */
export function MainMenu({ mode, onNavigate }: { mode: 'horizontal' | 'inline'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const roles = useRoles();
  // Staff areas are hidden from those who cannot use them; their pages refuse such users too.
  const items: MenuProps['items'] = MENU.filter((entry) => menuVisible(entry.roles, roles)).map(({ area, items: entries }) =>
    entries.length === 1 && entries[0] === 'home'
      ? { key: pathOf('home'), label: t('nav.home') }
      : {
          key: area,
          label: t(`nav.${area}`),
          children: entries
            .filter((entry) => menuVisible(MENU_ITEM_ROLES[entry], roles))
            .map((entry) => ({ key: pathOf(entry), label: t(`routes.${entry}`) })),
        },
  );
  return (
    <Menu
      mode={mode}
      items={items}
      // The entry covering the page stays highlighted on its detail pages too (a programme, an application).
      selectedKeys={[menuPlace(location.pathname)?.path ?? location.pathname]}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none' }}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
    />
  );
}
