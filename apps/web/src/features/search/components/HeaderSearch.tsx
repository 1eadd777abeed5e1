import '../i18n/search.register';
import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenAtLeast } from '@/shared/ui/use-screen';
import { SearchCombobox } from './SearchCombobox';

/**
 * The site-wide search in the signed-in header: a box beside the menu; on a phone an icon that opens a box over the
 * whole header's width, closed by its close button, by Escape or once a search has been opened.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const phone = !useScreenAtLeast('sm');
  const wide = useScreenAtLeast('lg');
  const [expanded, setExpanded] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (!phone) return <SearchCombobox style={{ width: wide ? 220 : 200, flexShrink: 0 }} />;
  const collapse = () => {
    setExpanded(false);
    // Back to the icon, so a keyboard user goes on from where the box opened.
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <>
      <Button
        ref={opener}
        type="text"
        icon={<SearchOutlined />}
        aria-label={t('search.box.open')}
        aria-expanded={expanded}
        onClick={() => setExpanded(true)}
        data-testid="header-search-open"
      />
      {expanded && (
        <div
          style={{
            position: 'fixed',
            top: 0,
            left: 0,
            right: 0,
            height: 64,
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: '0 12px',
            background: '#fff',
            borderBottom: '1px solid #f0f0f0',
            zIndex: 1000,
          }}
          data-testid="header-search-overlay"
        >
          <SearchCombobox autoFocus placement="screen" onLeave={collapse} style={{ flex: 1, minWidth: 0 }} />
          <Button type="text" onClick={collapse} data-testid="header-search-close">
            {t('search.box.close')}
          </Button>
        </div>
      )}
    </>
  );
}
