import { createElement } from 'react';
import type { PageModule } from '../../page-module.ts';

/**
 * The public upload page, loaded when first visited (wired in router.tsx); the staff's documents page shows
 * other features' pieces too, so it is in pages/routes.ts. Its dates follow the office locale, as the areas'.
 */
export const DOCUMENT_PAGES = {
  publicUpload: async (): Promise<PageModule> => {
    const [{ PublicUploadPage }, { OfficeDates }] = await Promise.all([
      import('./pages/PublicUploadPage.tsx'),
      import('../../shell/OfficeDates.tsx'),
    ]);
    return { element: createElement(OfficeDates, null, createElement(PublicUploadPage)) };
  },
};
