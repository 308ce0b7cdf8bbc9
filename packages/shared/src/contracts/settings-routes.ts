/**
 * The office locale's read, without its schema: every page asks it on its first visit, before zod is loaded
 * (as contracts/auth-routes.ts for sign-in). contracts/settings.ts adds the schema.
 */
export const OFFICE_LOCALE_ROUTE = { method: 'GET', path: '/settings/office-locale' } as const;
