import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import { useEffect, useState } from 'react';

/** Typing pauses this long before a search is sent, so each keystroke does not cost a request. */
export const SEARCH_DELAY_MS = 300;

/**
 * The keyword of a search-as-you-type select: `search` takes what was typed (cut to what the API accepts) and
 * `keyword` follows it once typing pauses, so a query keyed on it runs once per pause, not per keystroke.
 */
export function useDebouncedSearch(
  maxLength: number = KEYWORD_MAX,
  delayMs: number = SEARCH_DELAY_MS,
): { keyword: string; search: (text: string) => void } {
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(input), delayMs);
    return () => clearTimeout(timer);
  }, [input, delayMs]);
  return { keyword, search: (text: string) => setInput(text.slice(0, maxLength)) };
}
