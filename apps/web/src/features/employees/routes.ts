import { createElement } from 'react';
import type { PageModule } from '../../page-module.ts';

/**
 * The employee pages (SPEC.md 2.15), each loaded when first visited (wired in area-pages.ts and router.tsx); an
 * employee's details show their students too, so that page is in pages/routes.ts.
 */
export const EMPLOYEE_PAGES = {
  create: async (): Promise<PageModule> => ({
    Component: (await import('./pages/AddEmployeePage.tsx')).AddEmployeePage,
  }),
  list: async (): Promise<PageModule> => {
    const { EmployeeListPage } = await import('./pages/EmployeeListPage.tsx');
    return { element: createElement(EmployeeListPage, { manage: true, areaRole: 'Super Admin' }) };
  },
  /** The Hr area: the same directory, read-only. */
  hrList: async (): Promise<PageModule> => {
    const { EmployeeListPage } = await import('./pages/EmployeeListPage.tsx');
    return { element: createElement(EmployeeListPage, { manage: false, areaRole: 'Hr' }) };
  },
};
