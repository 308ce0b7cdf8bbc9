import type { PageModule } from '../../page-module.ts';

/**
 * The application pages (SPEC.md 2.10, 2.11), each loaded when first visited (area-pages.ts); the admin Officer's
 * dashboard (2.13) lists students, so it is in pages/routes.ts.
 */
export const APPLICATION_PAGES = {
  appliedUniversity: async (): Promise<PageModule> => ({
    Component: (await import('./pages/AppliedUniversityPage.tsx')).AppliedUniversityPage,
  }),
  visaTeam: async (): Promise<PageModule> => ({
    Component: (await import('./pages/AssignVisaTeamPage.tsx')).AssignVisaTeamPage,
  }),
};
