import type { PageModule } from '../../page-module.ts';

/** {area}/settings of every area: the signed-in user's own picture, contact details and password. */
export const settingsPage = async (): Promise<PageModule> => ({
  Component: (await import('./pages/SettingsPage.tsx')).SettingsPage,
});
