import type { PageModule } from '../../page-module.ts';

/** Website-Leads and the lead detail (SPEC.md 2.16 and 2.7), loaded when first visited (wired in area-pages.ts). */
export const WEBSITE_LEAD_PAGES = {
  list: async (): Promise<PageModule> => ({
    Component: (await import('./pages/WebStudentsPage.tsx')).WebStudentsPage,
  }),
  details: async (): Promise<PageModule> => ({
    Component: (await import('./pages/WebStudentDetailsPage.tsx')).WebStudentDetailsPage,
  }),
};
