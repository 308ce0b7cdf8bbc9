import { ROLE_AREA, ROLES, type Role } from '@studydesk/shared/roles';
import type { ComponentType, ReactElement } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PLANNED_PAGES, type PlannedPage } from './area-pages.ts';
import { APPLICATION_PAGES } from './features/applications/routes.ts';
import { DOCUMENT_PAGES } from './features/documents/routes.ts';
import { EMPLOYEE_PAGES } from './features/employees/routes.ts';
import { STUDENT_PAGES } from './features/students/routes.ts';
import { RouteErrorPage } from './features/system/pages/RouteErrorPage.tsx';
import { VISA_PAGES } from './features/visa/routes.ts';
import { FullPageLoader } from './shell/FullPageLoader.tsx';
import { RootLayout } from './shell/RootLayout.tsx';

// Lazy modules hand back an element, not a component made on the fly, so React keeps each page's identity.
type Lazy = () => Promise<{ Component: ComponentType } | { element: ReactElement }>;

const homePage: Lazy = async () => ({ Component: (await import('./features/home/pages/HomePage.tsx')).HomePage });
const loginPage: Lazy = async () => ({ Component: (await import('./features/auth/pages/LoginPage.tsx')).LoginPage });
const notFoundPage: Lazy = async () => ({
  Component: (await import('./features/system/pages/NotFoundPage.tsx')).NotFoundPage,
});

function dashboardOf(role: Role): Lazy {
  if (role === 'Counselor') return STUDENT_PAGES.counselorAll;
  if (role === 'receptionist') return STUDENT_PAGES.receptionistDashboard;
  if (role === 'Admin Office Visa Section') return VISA_PAGES.all;
  if (role === 'admin Officer') return APPLICATION_PAGES.officerApplications;
  if (role === 'Super Admin') {
    return async () => ({
      Component: (await import('./features/dashboard/pages/SuperAdminDashboardPage.tsx')).SuperAdminDashboardPage,
    });
  }
  if (role === 'Hr') return EMPLOYEE_PAGES.hrList;
  if (role === 'Software Engineer') {
    return async () => ({
      Component: (await import('./features/system/pages/EngineerDashboardPage.tsx')).EngineerDashboardPage,
    });
  }
  return async () => {
    const { AreaDashboardPage } = await import('./features/dashboard/pages/AreaDashboardPage.tsx');
    return { element: <AreaDashboardPage role={role} /> };
  };
}

function plannedPage({ path, title, feature, page }: PlannedPage): RouteObject {
  if (page) return { path, ErrorBoundary: RouteErrorPage, lazy: page };
  return {
    path,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => {
      const { ComingSoon } = await import('./shell/ComingSoon.tsx');
      return { element: <ComingSoon title={title} feature={feature} /> };
    },
  };
}

/** One area of SPEC.md 2.2: its guarded layout, its dashboard and its pages, each loaded when first visited. */
function areaRoute(role: Role): RouteObject {
  return {
    path: ROLE_AREA[role],
    lazy: async () => {
      const { AreaLayout } = await import('./shell/AreaLayout.tsx');
      return { element: <AreaLayout role={role} /> };
    },
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      { path: 'dashboard', ErrorBoundary: RouteErrorPage, lazy: dashboardOf(role) },
      ...PLANNED_PAGES[role].map(plannedPage),
    ],
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FullPageLoader,
    children: [
      { index: true, lazy: homePage },
      { path: 'homepage', lazy: homePage },
      { path: 'login', lazy: loginPage },
      { path: '404', lazy: notFoundPage },
      {
        path: 'file-upload/:studentId/:counselorId',
        ErrorBoundary: RouteErrorPage,
        lazy: DOCUMENT_PAGES.publicUpload,
      },
      ...ROLES.map(areaRoute),
      { path: '*', lazy: notFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
