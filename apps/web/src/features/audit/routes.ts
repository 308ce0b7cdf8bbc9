import type { PageModule } from '../students/routes.ts';

/** The audit trail page, loaded when first visited (wired in area-pages.ts). */
export const AUDIT_PAGES = {
  trail: async (): Promise<PageModule> => ({
    Component: (await import('./pages/AuditTrailPage.tsx')).AuditTrailPage,
  }),
};
