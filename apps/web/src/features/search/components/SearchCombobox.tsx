import '../i18n/search.register';
import { SearchOutlined } from '@ant-design/icons';
import type { SearchSuggestion } from '@yanxiu/contract/search';
import { SearchLimits } from '@yanxiu/contract/search-kinds';
import { Input } from 'antd';
import { useId, useMemo, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDebouncedSearch } from '@/shared/ui/use-debounced-search';
import { useSearchSuggestions } from '../api/get-suggestions';
import { useRecentSearches } from '../api/recent-searches';
import { resultAddress, searchKeyword, searchPageAddress } from '../model/search-address';
import { SearchPopup, type SearchOption } from './SearchPopup';

export type SearchComboboxProps = {
  /** Focus the box as it appears (the phone's full-width box opens to type in). */
  autoFocus?: boolean;
  /** Called once the box has sent the person somewhere, or on Escape with nothing open: the phone's box closes. */
  onLeave?: () => void;
  /** Where the list opens: under the box, or across the screen under the header (the phone's box). */
  placement?: 'below' | 'screen';
  style?: CSSProperties;
};

/**
 * The header's search box, an ARIA combobox: focused and empty it lists the recent searches, typing lists titles that
 * match (asked once typing pauses; a request typed over is aborted). Arrow keys move through the list, Enter opens
 * the chosen entry or else the results page, Escape closes the list.
 */
export function SearchCombobox({ autoFocus = false, onLeave, placement = 'below', style }: SearchComboboxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(autoFocus);
  const [active, setActive] = useState(-1);
  const { keyword: paused, search } = useDebouncedSearch(SearchLimits.keywordMax);
  const typed = searchKeyword(text);
  const keyword = searchKeyword(paused);
  // While typing has not paused, the previous word's suggestions are not offered for the new one.
  const settled = keyword === typed;
  const suggestions = useSearchSuggestions(keyword, open);
  const recent = useRecentSearches(open && typed === '');

  const options = useMemo<SearchOption[]>(() => {
    if (typed === '')
      return (recent.data?.recent ?? []).map((entry) => ({ key: `recent:${entry.keyword}`, type: 'recent', keyword: entry.keyword }));
    const found: SearchSuggestion[] = settled ? (suggestions.data?.suggestions ?? []) : [];
    return [
      ...found.map((suggestion): SearchOption => ({ key: `${suggestion.kind}:${suggestion.id}`, type: 'suggestion', suggestion })),
      { key: 'all', type: 'all', keyword: typed },
    ];
  }, [typed, settled, recent.data, suggestions.data]);
  const activeIndex = active < options.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  // The box empties once it has sent the person on: the results page shows the keyword in its own box, and the next
  // focus offers the recent searches again.
  const go = (address: string) => {
    close();
    setText('');
    search('');
    void navigate(address);
    onLeave?.();
  };
  const choose = (option: SearchOption) => {
    if (option.type === 'suggestion') {
      go(resultAddress(option.suggestion.link) ?? searchPageAddress(option.suggestion.title));
      return;
    }
    go(searchPageAddress(option.keyword));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An input method composing Chinese uses Enter and the arrows itself.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(count === 0 ? -1 : activeIndex === -1 && step < 0 ? count - 1 : (activeIndex + step + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (open && activeIndex >= 0) choose(options[activeIndex]!);
      else if (typed !== '') go(searchPageAddress(typed));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) close();
      else onLeave?.();
    }
  };

  const listId = `${id}-list`;
  const listed = open && options.length > 0;
  const suggestionCount = settled && suggestions.data ? suggestions.data.suggestions.length : null;
  return (
    <div style={{ position: 'relative', ...style }} data-testid="header-search">
      <Input
        role="combobox"
        aria-label={t('search.box.label')}
        aria-autocomplete="list"
        aria-expanded={listed}
        aria-controls={listed ? listId : undefined}
        aria-activedescendant={listed && activeIndex >= 0 ? `${id}-${activeIndex}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
        maxLength={SearchLimits.keywordMax}
        placeholder={t('search.box.placeholder')}
        prefix={<SearchOutlined aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          search(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={handleKeyDown}
        data-testid="header-search-input"
      />
      {open && (
        <SearchPopup
          idPrefix={id}
          listId={listId}
          options={options}
          active={activeIndex}
          typed={typed}
          recentState={recent.isError ? 'failed' : recent.isPending ? 'loading' : 'ready'}
          suggestionState={!settled || suggestions.isPending ? 'loading' : suggestions.isError ? 'failed' : 'ready'}
          placement={placement}
          onHover={setActive}
          onChoose={choose}
        />
      )}
      {/* Read out once suggestions arrive, so a screen reader user knows there is a list to move through. */}
      <div aria-live="polite" style={VISUALLY_HIDDEN}>
        {open && typed !== '' && suggestionCount !== null && suggestionCount > 0 ? t('search.box.shown', { count: suggestionCount }) : ''}
      </div>
    </div>
  );
}

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
