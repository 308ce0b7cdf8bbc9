import type { PageModule } from '../../page-module.ts';

/** The checklists settings page, loaded when first visited (wired in area-pages.ts). */
export const CHECKLIST_PAGES = {
  settings: async (): Promise<PageModule> => ({
    Component: (await import('./pages/ChecklistSettingsPage.tsx')).ChecklistSettingsPage,
  }),
};
