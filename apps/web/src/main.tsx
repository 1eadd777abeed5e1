import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { loadAppInfoOnce } from './app/startup-calls';
import './app/global.css';

// Start-up's calls begin now, while the router downloads the first page's chunks (a failure is shown by Startup).
loadAppInfoOnce().catch(() => undefined);
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
