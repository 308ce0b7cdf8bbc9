import { createElement } from 'react';
import type { PageModule } from '../students/routes.ts';

/** The employee pages (SPEC.md 2.15), each loaded when first visited (wired in area-pages.ts and router.tsx). */
export const EMPLOYEE_PAGES = {
  create: async (): Promise<PageModule> => ({
    Component: (await import('./pages/AddEmployeePage.tsx')).AddEmployeePage,
  }),
  list: async (): Promise<PageModule> => {
    const { EmployeeListPage } = await import('./pages/EmployeeListPage.tsx');
    return { element: createElement(EmployeeListPage, { manage: true, detailsBase: '/super-admin/employee' }) };
  },
  detail: async (): Promise<PageModule> => {
    const { EmployeeDetailPage } = await import('./pages/EmployeeDetailPage.tsx');
    return {
      element: createElement(EmployeeDetailPage, { manage: true, listPath: '/super-admin/employee/employee-list' }),
    };
  },
  /** The Hr area: the same directory, read-only. */
  hrList: async (): Promise<PageModule> => {
    const { EmployeeListPage } = await import('./pages/EmployeeListPage.tsx');
    return { element: createElement(EmployeeListPage, { manage: false, detailsBase: '/hr/employee' }) };
  },
  hrDetail: async (): Promise<PageModule> => {
    const { EmployeeDetailPage } = await import('./pages/EmployeeDetailPage.tsx');
    return { element: createElement(EmployeeDetailPage, { manage: false, listPath: '/hr/dashboard' }) };
  },
};
