import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startFirstReads } from './app/first-reads';
import { createQueryClient, Providers } from './app/providers';
import { createRouter } from './app/router';
import { loadAppInfoOnce } from './app/startup-calls';
import { languageGuessed, localeSettled, startLocale, switchLocale } from './shared/i18n/i18n';
import './app/global.css';

/**
 * Lets the browser paint and answer input between start-up's steps. Evaluating the entry's modules, building the
 * router over ~200 routes and rendering were one long task on a phone, and a task that long blocks the page
 * (issue 19, Lighthouse's total blocking time).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  // Start-up's calls begin now, while the router downloads the first page's chunks (a failure is shown by Startup).
  loadAppInfoOnce().catch(() => undefined);
  // An English visitor's texts (a chunk of their own: shared/i18n/i18n.ts) download from now, beside the first page's.
  // After app info: a returning visitor's kept app info has already set the tenant's language (when none was chosen),
  // so a Chinese district's visitor with an English browser does not fetch English. On a first visit the browser's
  // language is only a guess until the app info names the district's (startup-calls.ts applies it with its texts
  // before the page shows), so the guess starts in Chinese, which travels with the entry, and fetches nothing.
  if (languageGuessed()) void switchLocale('zh-CN');
  else void startLocale();
  await yieldToBrowser();
  // And the page's own reads, while its code downloads (or, with it already here, while the router and React start).
  const queryClient = createQueryClient();
  startFirstReads(queryClient);
  await yieldToBrowser();
  const router = createRouter();
  await yieldToBrowser();
  // The first render is in the visitor's language (or the tenant's, which a kept app info may have asked for): never
  // Chinese first and English a moment later. A failed load renders too, as the route error page.
  await localeSettled();
  // Rendered as a transition, so React renders the first page in slices and yields between them instead of holding a
  // phone's main thread for hundreds of milliseconds (issue 19: Lighthouse's total blocking time was React's first
  // render).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
}

void start();
