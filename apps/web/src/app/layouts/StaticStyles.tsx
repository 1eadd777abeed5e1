import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
// Every component's stylesheet, written against the theme's CSS variables (trimmed at build: apps/web/vite-antd-css.ts).
import 'antd/dist/antd.css';

const ZERO_RUNTIME: ThemeConfig = { zeroRuntime: true };

/**
 * The signed-in layouts style Ant Design's components from its static stylesheet instead of generating CSS while
 * rendering (antd 6 zero-runtime mode): on a phone, style generation took about half of each page's main-thread work
 * on /home (issue 19). The theme (tokens, colours) still reaches the components as CSS variables, inherited from the
 * app's ConfigProvider. The stylesheet travels with the layouts' chunks, so the sign-in page does not wait for it; it
 * renders its few components with the generated styles.
 */
export function StaticStyles({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={ZERO_RUNTIME}>{children}</ConfigProvider>;
}
