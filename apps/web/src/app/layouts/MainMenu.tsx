import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MENU, pathOf } from '../route-table';

/** Navigation for every area: horizontal on wide screens, inline in the phone drawer. */
export function MainMenu({ mode, onNavigate }: { mode: 'horizontal' | 'inline'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const items: MenuProps['items'] = MENU.map(({ area, items: entries }) =>
    entries.length === 1 && entries[0] === 'home'
      ? { key: pathOf('home'), label: t('nav.home') }
      : { key: area, label: t(`nav.${area}`), children: entries.map((entry) => ({ key: pathOf(entry), label: t(`routes.${entry}`) })) },
  );
  return (
    <Menu
      mode={mode}
      items={items}
      selectedKeys={[location.pathname]}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none' }}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
    />
  );
}
