import type { PageModule } from '../../page-module.ts';

/** Super Admin's outbox, and the students' public unsubscribe page, loaded when first visited. */
export const OUTBOX_PAGES = {
  outbox: async (): Promise<PageModule> => ({
    Component: (await import('./pages/OutboxPage.tsx')).OutboxPage,
  }),
  unsubscribe: async (): Promise<PageModule> => ({
    Component: (await import('./pages/UnsubscribePage.tsx')).UnsubscribePage,
  }),
};
