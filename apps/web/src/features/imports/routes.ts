import type { PageModule } from '../../page-module.ts';

/** Super Admin's import of students from a spreadsheet (issue 19), loaded when first visited. */
export const IMPORT_PAGES = {
  import: async (): Promise<PageModule> => ({
    Component: (await import('./pages/ImportPage.tsx')).ImportPage,
  }),
};
