import { ClockCircleOutlined, SearchOutlined } from '@ant-design/icons';
import type { SearchSuggestion } from '@yanxiu/contract/search';
import { Button } from 'antd';
import type { CSSProperties, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { calmMarks } from '@/shared/format/bounded-text';
import { useClearRecentSearches } from '../api/recent-searches';
import { Highlighted } from './Highlighted';

/** One entry of the box's list: a recent search, a suggested title, or "see all results" for what was typed. */
export type SearchOption =
  | { key: string; type: 'recent'; keyword: string }
  | { key: string; type: 'suggestion'; suggestion: SearchSuggestion }
  | { key: string; type: 'all'; keyword: string };

type ReadState = 'loading' | 'failed' | 'ready';

export type SearchPopupProps = {
  /** Each option's id is `${idPrefix}-${index}` (the box's aria-activedescendant names it). */
  idPrefix: string;
  listId: string;
  options: SearchOption[];
  active: number;
  /** What was typed, trimmed: empty lists the recent searches. */
  typed: string;
  recentState: ReadState;
  suggestionState: ReadState;
  /** `below` the box, aligned to its right end; `screen`: the whole width under the header (the phone's box). */
  placement: 'below' | 'screen';
  onHover: (index: number) => void;
  onChoose: (option: SearchOption) => void;
};

// The header sets a 64 px line height; the list keeps the page's own.
const POPUP_STYLE: CSSProperties = {
  position: 'absolute',
  top: 'calc(100% + 4px)',
  right: 0,
  width: 'min(420px, calc(100vw - 24px))',
  maxHeight: '60vh',
  overflowY: 'auto',
  padding: '4px 0',
  background: '#fff',
  borderRadius: 8,
  boxShadow: '0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
  lineHeight: 1.5715,
  zIndex: 1050,
  textAlign: 'left',
};
const SCREEN_STYLE: CSSProperties = { ...POPUP_STYLE, position: 'fixed', top: 64, left: 0, right: 0, width: 'auto', borderRadius: 0 };
const ROW_STYLE: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, padding: '6px 12px' };
const NOTE_STYLE: CSSProperties = { ...ROW_STYLE, color: '#595959' };
const KIND_STYLE: CSSProperties = { flexShrink: 0, fontSize: 12, color: '#595959' };

/** Keeps the focus in the box while a pointer presses inside the list, so choosing does not close it first. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The box's open list: recent searches (with "clear") when nothing is typed, else the suggestions and "see all". */
export function SearchPopup(props: SearchPopupProps) {
  const { idPrefix, listId, options, active, typed, recentState, suggestionState, placement, onHover, onChoose } = props;
  const { t } = useTranslation();
  const clear = useClearRecentSearches();
  const recentMode = typed === '';
  // A failed read of the recent searches shows nothing: the box still searches.
  if (recentMode && recentState === 'failed') return null;
  const state = recentMode ? recentState : suggestionState;
  const note =
    state === 'loading'
      ? t('search.box.searching')
      : state === 'failed'
        ? t('search.box.failed')
        : recentMode && options.length === 0
          ? t('search.box.noRecent')
          : !recentMode && options.length === 1
            ? t('search.box.noMatch')
            : null;
  return (
    <div style={placement === 'screen' ? SCREEN_STYLE : POPUP_STYLE} onMouseDown={keepFocus} data-testid="header-search-popup">
      {recentMode && (
        <div style={{ ...ROW_STYLE, justifyContent: 'space-between', color: '#595959' }}>
          <span>{t('search.box.recent')}</span>
          {options.length > 0 && (
            <Button
              type="link"
              size="small"
              aria-label={t('search.box.clearRecentLabel')}
              loading={clear.isPending}
              onClick={() => clear.mutate()}
              data-testid="header-search-clear-recent"
            >
              {t('search.box.clearRecent')}
            </Button>
          )}
        </div>
      )}
      {note && (
        <div style={NOTE_STYLE} aria-busy={state === 'loading'} data-testid="header-search-note">
          {note}
        </div>
      )}
      {options.length > 0 && (
        <ul
          role="listbox"
          id={listId}
          aria-label={recentMode ? t('search.box.recent') : t('search.box.suggestions')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {options.map((option, index) => (
            <li
              key={option.key}
              id={`${idPrefix}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseEnter={() => onHover(index)}
              onClick={() => onChoose(option)}
              style={{ ...ROW_STYLE, cursor: 'pointer', background: index === active ? '#e6f4ff' : undefined }}
              data-testid={`header-search-option-${option.type}`}
            >
              <OptionContent option={option} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function OptionContent({ option }: { option: SearchOption }) {
  const { t } = useTranslation();
  if (option.type === 'recent')
    return (
      <>
        <ClockCircleOutlined aria-hidden style={{ color: '#595959' }} />
        <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{calmMarks(option.keyword)}</span>
      </>
    );
  if (option.type === 'all')
    return (
      <>
        <SearchOutlined aria-hidden style={{ color: '#595959' }} />
        <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {t('search.box.seeAll', { keyword: calmMarks(option.keyword) })}
        </span>
      </>
    );
  const { suggestion } = option;
  return (
    <>
      <span style={KIND_STYLE}>{t(`search.kinds.${suggestion.kind}`)}</span>
      <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        <Highlighted text={suggestion.title} ranges={suggestion.titleHighlights} />
      </span>
    </>
  );
}
