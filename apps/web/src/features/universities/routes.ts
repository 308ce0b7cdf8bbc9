import type { PageModule } from '../../page-module.ts';

/** The university filter (SPEC.md 2.16), loaded when first visited (wired in area-pages.ts). */
export const UNIVERSITY_PAGES = {
  filter: async (): Promise<PageModule> => ({
    Component: (await import('./pages/UniversityFilterPage.tsx')).UniversityFilterPage,
  }),
};
