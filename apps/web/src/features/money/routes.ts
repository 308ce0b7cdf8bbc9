import type { PageModule } from '../../page-module.ts';

/** The money pages (issue 18), each loaded when first visited (wired in area-pages.ts and area-routes.tsx). */
export const MONEY_PAGES = {
  ledger: async (): Promise<PageModule> => ({ Component: (await import('./pages/LedgerPage.tsx')).LedgerPage }),
  claim: async (): Promise<PageModule> => ({ Component: (await import('./pages/ClaimPage.tsx')).ClaimPage }),
  partners: async (): Promise<PageModule> => ({ Component: (await import('./pages/PartnersPage.tsx')).PartnersPage }),
  agreements: async (): Promise<PageModule> => ({
    Component: (await import('./pages/AgreementsPage.tsx')).AgreementsPage,
  }),
  moneySettings: async (): Promise<PageModule> => ({
    Component: (await import('./pages/MoneySettingsPage.tsx')).MoneySettingsPage,
  }),
  payments: async (): Promise<PageModule> => ({ Component: (await import('./pages/PaymentsPage.tsx')).PaymentsPage }),
};
