import { ROLE_AREA, ROLES, type Role } from '@studydesk/shared/roles';
import type { ComponentType, ReactElement } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AREA_PAGES, type AreaPage } from './area-pages.ts';
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

const superAdminDashboard: Lazy = async () => ({
  Component: (await import('./features/dashboard/pages/SuperAdminDashboardPage.tsx')).SuperAdminDashboardPage,
});
const engineerDashboard: Lazy = async () => ({
  Component: (await import('./features/system/pages/EngineerDashboardPage.tsx')).EngineerDashboardPage,
});

/** The dashboard of each area (SPEC.md 2.2). */
const DASHBOARDS: Record<Role, Lazy> = {
  'Super Admin': superAdminDashboard,
  receptionist: STUDENT_PAGES.receptionistDashboard,
  Counselor: STUDENT_PAGES.counselorAll,
  'admin Officer': APPLICATION_PAGES.officerApplications,
  'Admin Office Visa Section': VISA_PAGES.all,
  Hr: EMPLOYEE_PAGES.hrList,
  'Software Engineer': engineerDashboard,
};

function areaPage({ path, page }: AreaPage): RouteObject {
  return { path, ErrorBoundary: RouteErrorPage, lazy: page };
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
      { path: 'dashboard', ErrorBoundary: RouteErrorPage, lazy: DASHBOARDS[role] },
      ...AREA_PAGES[role].map(areaPage),
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
