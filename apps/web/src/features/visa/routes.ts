import { createElement } from 'react';
import type { PageModule } from '../students/routes.ts';
import type { VisaTab } from './visa-format.ts';

const dashboardTab = (tab: VisaTab) => async (): Promise<PageModule> => {
  const { VisaDashboardPage } = await import('./pages/VisaDashboardPage.tsx');
  return { element: createElement(VisaDashboardPage, { tab }) };
};

/** The visa pages (SPEC.md 2.14), each loaded when first visited (wired in area-pages.ts and router.tsx). */
export const VISA_PAGES = {
  all: dashboardTab('all'),
  ongoing: dashboardTab('ongoing'),
  outcome: dashboardTab('outcome'),
  documents: async (): Promise<PageModule> => ({
    Component: (await import('./pages/VisaDocumentsPage.tsx')).VisaDocumentsPage,
  }),
};
