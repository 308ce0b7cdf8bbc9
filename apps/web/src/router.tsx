import { ROLES, type Role } from '@studydesk/shared/role-names';
import { useCallback } from 'react';
import {
  createBrowserRouter,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  useLocation,
  useNavigate,
} from 'react-router';
import type { LoginPage, LoginState } from './features/auth/pages/LoginPage.tsx';
import { OUTBOX_PAGES } from './features/messages/outbox-routes.ts';
import { PORTAL_PAGES } from './features/portal/routes.ts';
import { RouteErrorPage } from './features/system/pages/RouteErrorPage.tsx';
import { roleOfPath } from './guard.ts';
import type { PageModule } from './page-module.ts';
import { areaPath, PAGES, PUBLIC_PAGES } from './page-paths.ts';
import { FullPageLoader } from './shell/FullPageLoader.tsx';
import { RootLayout } from './shell/RootLayout.tsx';

type Lazy = () => Promise<PageModule>;

const homePage: Lazy = async () => ({ Component: (await import('./pages/HomePage.tsx')).HomePage });
const loginPage: Lazy = async () => ({
  element: <RoutedLoginPage page={(await import('./features/auth/pages/LoginPage.tsx')).LoginPage} />,
});
const forgotPasswordPage: Lazy = async () => ({
  Component: (await import('./features/auth/pages/ForgotPasswordPage.tsx')).ForgotPasswordPage,
});
const resetPasswordPage: Lazy = async () => ({
  Component: (await import('./features/auth/pages/ResetPasswordPage.tsx')).ResetPasswordPage,
});

/**
 * A public page that shows dates (the student's upload page): written the office's way, as in the areas
 * (docs/decisions.md, "Office locale"). The sign-in and landing pages show none and keep their first load small.
 */
function withOfficeDates(page: Lazy): Lazy {
  return async () => {
    const [{ OfficeDates }, loaded] = await Promise.all([import('./shell/OfficeDates.tsx'), page()]);
    return { element: <OfficeDates>{'Component' in loaded ? <loaded.Component /> : loaded.element}</OfficeDates> };
  };
}

const notFoundPage: Lazy = async () => ({
  Component: (await import('./features/system/pages/NotFoundPage.tsx')).NotFoundPage,
});

/**
 * The sign-in page inside the app (sent by the guard, or after Log Out): what it was opened with comes from the
 * router, and it goes on without reloading. Opened by its address it has no router (main.tsx).
 */
function RoutedLoginPage({ page: Page }: { page: typeof LoginPage }) {
  const state: LoginState = useLocation().state ?? {};
  const navigate = useNavigate();
  const goTo = useCallback((path: string) => void navigate(path, { replace: true }), [navigate]);
  return <Page state={state} goTo={goTo} />;
}

const areaRouteId = (role: Role) => `area:${areaPath(role)}`;

/**
 * One area of SPEC.md 2.2: its guarded layout, loaded when first visited. Its dashboard and pages (area-routes.tsx)
 * are added by `patchAreaRoutes` when a path inside the area is first visited.
 */
function areaRoute(role: Role): RouteObject {
  return {
    id: areaRouteId(role),
    path: areaPath(role),
    lazy: async () => {
      const { AreaLayout } = await import('./shell/AreaLayout.tsx');
      return { element: <AreaLayout role={role} /> };
    },
    children: [{ index: true, element: <Navigate to={PAGES.dashboard.pattern} replace /> }],
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FullPageLoader,
    children: [
      { index: true, lazy: homePage },
      { path: PUBLIC_PAGES.homepage.pattern, lazy: homePage },
      { path: PUBLIC_PAGES.login.pattern, lazy: loginPage },
      { path: PUBLIC_PAGES.forgotPassword.pattern, lazy: forgotPasswordPage },
      { path: PUBLIC_PAGES.resetPassword.pattern, lazy: resetPasswordPage },
      { path: PUBLIC_PAGES.notFound.pattern, lazy: notFoundPage },
      {
        path: PUBLIC_PAGES.fileUpload.pattern,
        ErrorBoundary: RouteErrorPage,
        lazy: withOfficeDates(PORTAL_PAGES.portal),
      },
      { path: PUBLIC_PAGES.unsubscribe.pattern, ErrorBoundary: RouteErrorPage, lazy: OUTBOX_PAGES.unsubscribe },
      ...ROLES.map(areaRoute),
      { path: '*', lazy: notFoundPage },
    ],
  },
];

/**
 * Adds an area's pages the first time a path inside it is visited (before that the path only matches `*`, which
 * makes the router ask). The router skips pages it already has, so asking twice is harmless.
 */
export const patchAreaRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const role = roleOfPath(path);
  if (!role) return;
  const { areaChildren } = await import('./area-routes.tsx');
  patch(areaRouteId(role), areaChildren(role));
};

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: patchAreaRoutes });
}
