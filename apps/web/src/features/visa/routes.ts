import type { PageModule } from '../../page-module.ts';

/**
 * The visa pages (SPEC.md 2.14), each loaded when first visited (wired in area-pages.ts); the visa dashboard lists
 * students, so it is in pages/routes.ts.
 */
export const VISA_PAGES = {
  documents: async (): Promise<PageModule> => ({
    Component: (await import('./pages/VisaDocumentsPage.tsx')).VisaDocumentsPage,
  }),
};
