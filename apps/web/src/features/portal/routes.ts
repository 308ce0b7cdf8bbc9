import type { PageModule } from '../../page-module.ts';

/**
 * The student's own page (issue 16 item 4) at the upload link's address (SPEC.md 2.1's /file-upload), loaded when
 * first visited (wired in router.tsx, inside OfficeDates). Its dates follow the chosen language, and in English the
 * office's format.
 */
export const PORTAL_PAGES = {
  portal: async (): Promise<PageModule> => ({ Component: (await import('./pages/PortalPage.tsx')).PortalPage }),
};
