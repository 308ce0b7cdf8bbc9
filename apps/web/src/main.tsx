import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client.ts';
import { createAppRouter } from './router.tsx';
import { applyThemeParam, COLOR_SCHEME_STORAGE_KEY } from './shell/theme-param.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import { ToastHost } from './ui/ToastHost.tsx';

try {
  applyThemeParam(window.location.search, window.localStorage);
} catch {
  // Storage can be blocked (private mode, policies); the theme then simply is not remembered.
}

// After a deploy, an open tab asks for chunks that no longer exist; one reload fetches the new build.
// The stamp stops a loop when the chunk is missing for another reason (then the error page shows). Offline it is no
// deploy, and a reload would only show the browser's offline page and lose what the page holds (the portal's photos).
window.addEventListener('vite:preloadError', (event) => {
  if (!navigator.onLine) return;
  const last = Number(window.sessionStorage.getItem('studydesk-reloaded-at') ?? 0);
  if (Date.now() - last < 10_000) return;
  event.preventDefault();
  window.sessionStorage.setItem('studydesk-reloaded-at', String(Date.now()));
  window.location.reload();
});

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
const queryClient = createQueryClient();
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <ToastHost />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
