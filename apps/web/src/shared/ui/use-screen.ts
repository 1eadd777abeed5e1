import { theme } from 'antd';
import { useCallback, useSyncExternalStore } from 'react';

/** antd's breakpoints from small phones up (the theme's screenSM, screenMD, …). */
export type Breakpoint = 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

const TOKEN = { sm: 'screenSM', md: 'screenMD', lg: 'screenLG', xl: 'screenXL', xxl: 'screenXXL' } as const;

/**
 * Whether the window is at least as wide as `breakpoint` (antd's, from the theme in force), right from the first
 * render. antd's Grid.useBreakpoint answers "unknown" until a layout effect has run, then re-renders synchronously: on
 * a phone the signed-in layout first rendered the desktop menu (every entry, measured and laid out) only to throw it
 * away in a second, blocking render (issue 19). The media query is read as the component renders and followed after.
 */
export function useScreenAtLeast(breakpoint: Breakpoint): boolean {
  const { token } = theme.useToken();
  const query = `(min-width: ${token[TOKEN[breakpoint]]}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
