import type { Role } from '@studydesk/shared/role-names';
import type { RouteObject } from 'react-router';
import { AREA_PAGES, type AreaPage } from './area-pages.ts';
import { EMPLOYEE_PAGES } from './features/employees/routes.ts';
import { MONEY_PAGES } from './features/money/routes.ts';
import { STUDENT_PAGES } from './features/students/routes.ts';
import { RouteErrorPage } from './features/system/pages/RouteErrorPage.tsx';
import type { PageModule } from './page-module.ts';
import { PAGES } from './page-paths.ts';
import { COMPOSED_PAGES } from './pages/routes.ts';

type Lazy = () => Promise<PageModule>;

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
  'admin Officer': COMPOSED_PAGES.officerApplications,
  'Admin Office Visa Section': COMPOSED_PAGES.visaAll,
  Hr: EMPLOYEE_PAGES.hrList,
  'Software Engineer': engineerDashboard,
  // Ours (issue 18): the accountant starts at the commission ledger.
  Accounts: MONEY_PAGES.ledger,
};

function areaPage({ path, page }: AreaPage): RouteObject {
  return { path, ErrorBoundary: RouteErrorPage, lazy: page };
}

/**
 * The dashboard and pages of one area (SPEC.md 2.2), each loaded when first visited. The router adds them to the
 * area when a path inside it is first visited (router.tsx), so the sign-in page does not load every area's table.
 */
export function areaChildren(role: Role): RouteObject[] {
  return [
    { path: PAGES.dashboard.pattern, ErrorBoundary: RouteErrorPage, lazy: DASHBOARDS[role] },
    ...AREA_PAGES[role].map(areaPage),
  ];
}
