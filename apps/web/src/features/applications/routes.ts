import { createElement } from 'react';
import type { PageModule } from '../students/routes.ts';
import type { OfficerTab } from './application-format.ts';

const officerTab = (tab: OfficerTab) => async (): Promise<PageModule> => {
  const { OfficerDashboardPage } = await import('./pages/OfficerDashboardPage.tsx');
  return { element: createElement(OfficerDashboardPage, { tab }) };
};

/** The application pages (SPEC.md 2.10, 2.11, 2.13), each loaded when first visited (area-pages.ts, router.tsx). */
export const APPLICATION_PAGES = {
  officerApplications: officerTab('application'),
  officerVisa: officerTab('visa'),
  appliedUniversity: async (): Promise<PageModule> => ({
    Component: (await import('./pages/AppliedUniversityPage.tsx')).AppliedUniversityPage,
  }),
  visaTeam: async (): Promise<PageModule> => ({
    Component: (await import('./pages/AssignVisaTeamPage.tsx')).AssignVisaTeamPage,
  }),
};
