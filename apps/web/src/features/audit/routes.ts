import type { PageModule } from '../../page-module.ts';

/** The audit trail page, loaded when first visited (wired in area-pages.ts). */
export const AUDIT_PAGES = {
  trail: async (): Promise<PageModule> => ({
    Component: (await import('./pages/AuditTrailPage.tsx')).AuditTrailPage,
  }),
};
