import type { PageModule } from '../../page-module.ts';

/** The reports page (issue 20), loaded when first visited (wired in area-pages.ts). */
export const REPORT_PAGES = {
  reports: async (): Promise<PageModule> => ({
    Component: (await import('./pages/ReportsPage.tsx')).ReportsPage,
  }),
};
