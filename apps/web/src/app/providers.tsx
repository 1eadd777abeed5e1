import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FOCUS_REFRESH_MS, QUERY_CACHE_MS } from '@/shared/config/constants';
import { THEME } from '@/shared/config/theme';
import { i18n } from '@/shared/i18n/i18n';
import { retryRead } from '@/shared/request/retry-read';

/** Spec 9 request defaults: kept 5 minutes, refreshed on focus when older than 5 seconds; failed reads retried once unless refused (4xx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_CACHE_MS, staleTime: FOCUS_REFRESH_MS, refetchOnWindowFocus: true, retry: retryRead },
      mutations: { retry: 0 },
    },
  });
}

function useLanguage(): string {
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const onChange = (next: string) => setLanguage(next);
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, []);
  return language;
}

/**
 * Server state, i18n, and Ant Design's theme, locale and message defaults, all in step with the language. A locale is
 * always given (English is antd's own default, already in its bundle): ConfigProvider wraps its children in a locale
 * provider only when given one, so switching from none to Chinese remounted the whole app, start-up included, which
 * then asked for app info, the token check and the teacher's information a second time (issue 19). The query client
 * is the entry's when it gives one (it starts the first page's reads in it before rendering: first-reads.ts).
 */
export function Providers({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const language = useLanguage();
  useEffect(() => {
    dayjs.locale(language === 'en-US' ? 'en' : 'zh-cn');
    document.documentElement.lang = language;
  }, [language]);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={THEME} locale={language === 'en-US' ? enUS : zhCN}>
          {children}
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
