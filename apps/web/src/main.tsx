import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client.ts';
import { ErrorBoundary } from './features/system/pages/ErrorPage.tsx';
import { PUBLIC_PAGES } from './page-paths.ts';
import { FullPageLoader } from './shell/FullPageLoader.tsx';
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

const goToApp = (path: string) => window.location.replace(path);

/**
 * The sign-in page opened by its address, the first page most people load, comes without the router (React Router
 * is one module of about 30 KB gzipped) and, once signed in, goes on to the app by a full navigation; every other
 * address loads the app (docs/decisions.md). React Router keeps a location's state in `history.state.usr`: after a
 * reload of /login the page the guard sent the user away from is still where signing in leads.
 */
const Page = lazy(async () => {
  if (window.location.pathname !== PUBLIC_PAGES.login.path()) return { default: (await import('./app.tsx')).App };
  const { LoginPage } = await import('./features/auth/pages/LoginPage.tsx');
  const state = window.history.state?.usr ?? {};
  return { default: () => <LoginPage state={state} goTo={goToApp} /> };
});

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
const queryClient = createQueryClient();

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
        <ErrorBoundary>
          <Suspense fallback={<FullPageLoader />}>
            <Page />
          </Suspense>
        </ErrorBoundary>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
