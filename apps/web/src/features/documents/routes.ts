import type { PageModule } from '../students/routes.ts';

/** The documents pages, each loaded when first visited (wired in area-pages.ts and router.tsx). */
export const DOCUMENT_PAGES = {
  studentDocuments: async (): Promise<PageModule> => ({
    Component: (await import('./pages/StudentDocumentsPage.tsx')).StudentDocumentsPage,
  }),
  publicUpload: async (): Promise<PageModule> => ({
    Component: (await import('./pages/PublicUploadPage.tsx')).PublicUploadPage,
  }),
};
