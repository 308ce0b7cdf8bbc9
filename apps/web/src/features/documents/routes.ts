import type { PageModule } from '../../page-module.ts';

/**
 * The public upload page, loaded when first visited (wired in router.tsx); the staff's documents page shows
 * other features' pieces too, so it is in pages/routes.ts.
 */
export const DOCUMENT_PAGES = {
  publicUpload: async (): Promise<PageModule> => ({
    Component: (await import('./pages/PublicUploadPage.tsx')).PublicUploadPage,
  }),
};
