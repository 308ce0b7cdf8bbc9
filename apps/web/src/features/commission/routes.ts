import type { PageModule } from '../../page-module.ts';

/** The commission page (SPEC.md 2.16), loaded when first visited (wired in area-pages.ts). */
export const COMMISSION_PAGES = {
  list: async (): Promise<PageModule> => ({
    Component: (await import('./pages/CommissionListPage.tsx')).CommissionListPage,
  }),
};
