import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * Renders `element` at `path` (matched by `pattern`) with a fresh query cache that never retries; any other path
 * renders a `elsewhere` marker, so a test can see that the page navigated away. For component tests only.
 */
export function renderAt(pattern: string, element: ReactNode, path: string) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: 0 } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/**
 * Renders a few pages of the app together (a list and its detail page, say) with a fresh query cache that never
 * retries and no antd motion, starting at `path`: for tests that follow the user from one page to another.
 */
export function renderRoutes(routes: ReadonlyArray<{ path: string; element: ReactNode }>, path: string) {
  const router = createMemoryRouter([...routes, { path: '*', element: <div data-testid="elsewhere" /> }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: 0 } } });
  const view = render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { ...view, router, client };
}
