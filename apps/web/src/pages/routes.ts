import { createElement } from 'react';
import type { OfficerTab } from '../features/applications/application-format.ts';
import type { VisaTab } from '../features/visa/visa-format.ts';
import type { PageModule } from '../page-module.ts';
import { PAGES } from '../page-paths.ts';

const officerTab = (tab: OfficerTab) => async (): Promise<PageModule> => {
  const { OfficerDashboardPage } = await import('./OfficerDashboardPage.tsx');
  return { element: createElement(OfficerDashboardPage, { tab }) };
};

const visaTab = (tab: VisaTab) => async (): Promise<PageModule> => {
  const { VisaDashboardPage } = await import('./VisaDashboardPage.tsx');
  return { element: createElement(VisaDashboardPage, { tab }) };
};

/**
 * The pages made of several features' pieces, each loaded when first visited (wired in area-pages.ts,
 * area-routes.tsx and router.tsx). A feature's own pages stay in its routes.ts.
 */
export const COMPOSED_PAGES = {
  /** SPEC.md 2.8: the student with status, advices, applications, the upload link and the website lead. */
  studentDetails: async (): Promise<PageModule> => ({
    Component: (await import('./StudentDetailsPage.tsx')).StudentDetailsPage,
  }),
  /** SPEC.md 2.9: the student's documents with the applications' Next button. */
  studentDocuments: async (): Promise<PageModule> => ({
    Component: (await import('./StudentDocumentsPage.tsx')).StudentDocumentsPage,
  }),
  /** SPEC.md 2.13: the admin Officer's student lists. */
  officerApplications: officerTab('application'),
  officerVisa: officerTab('visa'),
  /** SPEC.md 2.14: the visa section's student lists. */
  visaAll: visaTab('all'),
  visaOngoing: visaTab('ongoing'),
  visaOutcome: visaTab('outcome'),
  /** SPEC.md 2.15: the employee with their students; `hrEmployeeDetail` is the Hr area's read-only one. */
  employeeDetail: async (): Promise<PageModule> => {
    const { EmployeeDetailPage } = await import('./EmployeeDetailPage.tsx');
    return {
      element: createElement(EmployeeDetailPage, { manage: true, listPath: PAGES.employeeList.path('Super Admin') }),
    };
  },
  hrEmployeeDetail: async (): Promise<PageModule> => {
    const { EmployeeDetailPage } = await import('./EmployeeDetailPage.tsx');
    return { element: createElement(EmployeeDetailPage, { manage: false, listPath: PAGES.dashboard.path('Hr') }) };
  },
};
