import type { PageModule } from '../../page-module.ts';

/** The message templates page, loaded when first visited (wired in area-pages.ts). */
export const TEMPLATE_PAGES = {
  templates: async (): Promise<PageModule> => ({
    Component: (await import('./pages/TemplatesPage.tsx')).TemplatesPage,
  }),
};
